import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date is chosen with DatePickerField (dd-MMM-yyyy, typing blocked, spec §5 and §9): the
 * browser's own date input (mm/dd/yyyy on most phones) must not come back on any screen.
 */
const SOURCE = resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('date inputs', () => {
  it('no screen uses the browser date input', () => {
    const offenders = sourceFiles(SOURCE)
      .filter((path) => /type=["'{`]+(date|datetime-local|month|week)["'}`]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SOURCE, path));
    expect(offenders).toEqual([]);
  });
});
