import { LANGUAGES } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import counterEn from './counter/en.json';
import devoteeEn from './devotee/en.json';
import en from './en.json';
import printingEn from './printing/en.json';
import refundsEn from './refunds/en.json';
import templeEn from './temple/en.json';
import templeContentEn from './temple-content/en.json';
import templeOrdersEn from './temple-orders/en.json';
import vqEn from './virtual-queue/en.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keysOf(item, `${prefix}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function valueAt(root: unknown, path: string): unknown {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

/** Every translation file by folder ('' for the first bundle) and language. */
const files = import.meta.glob<Record<string, unknown>>(['./*.json', './*/*.json'], {
  import: 'default',
  eager: true,
});
const byFolder = new Map<string, Map<string, Record<string, unknown>>>();
for (const [path, resources] of Object.entries(files)) {
  const [, folder = '', language = ''] = path.match(/^\.\/(?:([\w-]+)\/)?(\w+)\.json$/) ?? [];
  if (!byFolder.has(folder)) byFolder.set(folder, new Map());
  byFolder.get(folder)?.set(language, resources);
}
// Brand names read the same in every language.
const NAMES = new Set(['Razorpay', 'WhatsApp']);

it('every folder has a file for every language the app ships', () => {
  for (const [folder, languages] of byFolder) {
    expect([...languages.keys()].sort(), folder || 'the first bundle').toEqual([...LANGUAGES].sort());
  }
});

describe.each(
  [...byFolder].flatMap(([folder, languages]) =>
    LANGUAGES.filter((language) => language !== 'en').map(
      (language) =>
        [
          `${folder || 'the first bundle'} in ${language}`,
          languages.get('en'),
          languages.get(language),
        ] as const,
    ),
  ),
)('translations: %s', (_name, en = {}, translation = {}) => {
  it('has every English key and no others', () => {
    expect(keysOf(translation).sort()).toEqual(keysOf(en).sort());
  });

  it('is translated, not copied', () => {
    const copied = keysOf(en).filter((key) => {
      const english = valueAt(en, key);
      // Names, codes and placeholders-only strings may read the same in every language.
      return (
        typeof english === 'string' &&
        !NAMES.has(english) &&
        /[a-z]{4,}/i.test(english.replace(/{{\w+}}/g, '')) &&
        english === valueAt(translation, key)
      );
    });
    expect(copied).toEqual([]);
  });

  it('keeps the placeholders of every string', () => {
    for (const key of keysOf(en)) {
      const placeholders = (text: unknown) =>
        String(text)
          .match(/{{\w+}}/g)
          ?.sort() ?? [];
      expect(placeholders(valueAt(translation, key)), key).toEqual(placeholders(valueAt(en, key)));
    }
  });
});

describe('translation parts', () => {
  it('never define a key the first bundle has', () => {
    const core = new Set(keysOf(en).map((key) => key.split('.')[0]));
    expect(Object.keys(devoteeEn).filter((key) => core.has(key))).toEqual([]);
    expect(Object.keys(vqEn).filter((key) => core.has(key) || key in devoteeEn)).toEqual([]);
    // Staff screens load several parts at once, so no two parts may share a top-level key.
    const parts = [templeEn, templeOrdersEn, refundsEn, counterEn, printingEn, templeContentEn];
    const seen = new Map<string, number>();
    for (const key of parts.flatMap((part) => Object.keys(part))) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([key, uses]) => uses > 1 || core.has(key)).map(([key]) => key)).toEqual([]);
  });

  it('never share a top-level key, so any of them can load beside any other', () => {
    const parts = [...byFolder.values()].map((languages) => languages.get('en') ?? {});
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('shared widgets (ui/)', () => {
  // A widget in ui/ may sit on any screen, whichever parts that screen's route loads, so its words
  // must be in the first bundle: else a screen shows the raw key (issue #18: starSelect.placeholder on
  // counter billing, whose route loads no devotee part).
  const sources = import.meta.glob<string>('../ui/*.tsx', { query: '?raw', import: 'default', eager: true });
  const core = new Set(keysOf(en).map((key) => key.replace(/_(one|other)$/, '')));
  // Widgets that read a part's words, each used only on screens whose routes load that part.
  const PART_BOUND = [
    'bank-account',
    'image-cropper-modal',
    'image-picker',
    'perform-postpone-modal',
    'push-offer',
    'totals-breakdown',
  ].map((name) => `../ui/${name}.tsx`);

  it.each(
    Object.entries(sources).filter(([path]) => !path.endsWith('.test.tsx') && !PART_BOUND.includes(path)),
  )('%s reads only keys of the first bundle', (_path, source) => {
    const keys = [...source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => match[1] ?? '');
    expect(keys.filter((key) => !core.has(key))).toEqual([]);
  });
});
