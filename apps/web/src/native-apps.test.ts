import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import capacitorConfig from '../capacitor.config.ts';
import webPackage from '../package.json';
import { STORE_URLS } from './lib/app-store.ts';

/**
 * The committed Android and iOS projects (docs/operations.md "Native apps") must agree with the web
 * build and with each other; a plugin added to package.json needs `npx cap sync` before it exists there.
 */
const webRoot = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(webRoot, path), 'utf8');

const androidManifest = read('android/app/src/main/AndroidManifest.xml');
const androidGradle = read('android/app/build.gradle');
const androidPlugins = read('android/capacitor.settings.gradle');
const iosInfo = read('ios/App/App/Info.plist');
const iosProject = read('ios/App/App.xcodeproj/project.pbxproj');
const podfile = read('ios/App/Podfile');

/** Capacitor plugins declare their native code in package.json "capacitor", which is what cap sync reads. */
function nativePluginsFor(platform: 'android' | 'ios'): [string, string][] {
  return Object.keys(webPackage.dependencies).flatMap((name): [string, string][] => {
    const candidates = [resolve(webRoot, 'node_modules', name), resolve(webRoot, '../../node_modules', name)];
    const packageDir = candidates.find((dir) => existsSync(resolve(dir, 'package.json')));
    if (!packageDir) return [];
    const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as {
      capacitor?: Partial<Record<'android' | 'ios', { src: string }>>;
    };
    const source = manifest.capacitor?.[platform]?.src;
    return source ? [[name, source]] : [];
  });
}

describe('capacitor.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('bundles the web build output', () => {
    const viteOutDir = /outDir:\s*'([^']+)'/.exec(read('vite.config.ts'))?.[1];
    expect(viteOutDir).toBeDefined();
    expect(capacitorConfig.webDir).toBe(viteOutDir);
  });

  it('names the app and uses the id of the store listing the update prompt opens', () => {
    expect(capacitorConfig.appName).toBe('Nivedya');
    expect(STORE_URLS.android).toContain(`id=${capacitorConfig.appId}`);
    expect(androidGradle).toContain(`applicationId "${capacitorConfig.appId}"`);
    expect(iosProject).toContain(`PRODUCT_BUNDLE_IDENTIFIER = ${capacitorConfig.appId};`);
  });

  it('loads the site from CAP_SERVER_URL when it is set at sync time, and from the bundle otherwise', async () => {
    expect(capacitorConfig.server).toBeUndefined();
    vi.stubEnv('CAP_SERVER_URL', 'http://192.168.1.20:3000');
    vi.resetModules();
    const { default: pointed } = await import('../capacitor.config.ts');
    expect(pointed.server).toEqual({ url: 'http://192.168.1.20:3000', cleartext: true });
    vi.stubEnv('CAP_SERVER_URL', 'https://seva.example.org');
    vi.resetModules();
    const { default: secure } = await import('../capacitor.config.ts');
    expect(secure.server).toEqual({ url: 'https://seva.example.org', cleartext: false });
  });

  it('keeps the splash screen until startup hides it', () => {
    expect(capacitorConfig.plugins?.SplashScreen).toMatchObject({ launchAutoHide: false });
  });
});

describe('Android project', () => {
  it('declares the camera permission and the ML Kit scanner module', () => {
    expect(androidManifest).toMatch(/<uses-permission android:name="android\.permission\.CAMERA"\s*\/>/);
    expect(androidManifest).toMatch(
      /<meta-data android:name="com\.google\.mlkit\.vision\.DEPENDENCIES" android:value="barcode_ui"\s*\/>/,
    );
    expect(androidManifest).toMatch(/android\.hardware\.camera" android:required="false"/);
  });

  it('has native plugins to check', () => {
    expect(nativePluginsFor('android').map(([name]) => name)).toContain('@capacitor-mlkit/barcode-scanning');
  });

  it.each(nativePluginsFor('android'))('includes the %s plugin (npx cap sync)', (name, source) => {
    expect(androidPlugins).toContain(`node_modules/${name}/${source}')`);
  });
});

describe('iOS project', () => {
  it('explains why it asks for the camera', () => {
    const description = /<key>NSCameraUsageDescription<\/key>\s*<string>([^<]+)<\/string>/.exec(iosInfo)?.[1];
    expect(description?.trim().length).toBeGreaterThan(20);
  });

  it('targets iOS 15.5, the least ML Kit supports', () => {
    expect(podfile).toContain("platform :ios, '15.5'");
    expect(iosProject).not.toMatch(/IPHONEOS_DEPLOYMENT_TARGET = 15\.[0-4];/);
  });

  it.each(nativePluginsFor('ios'))('includes the %s plugin (npx cap sync)', (name) => {
    expect(podfile).toContain(`node_modules/${name}'`);
  });
});
