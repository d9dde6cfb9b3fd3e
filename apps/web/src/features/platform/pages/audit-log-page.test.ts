import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-log-page.tsx';

describe('audit log changes', () => {
  it('lists each field that differs, before and after, and nothing that stayed', () => {
    expect(
      changedFields({
        before: { status: 1, name: 'Sree Krishna', features: { isSeva: true } },
        after: { status: 0, name: 'Sree Krishna', features: { isSeva: false }, updatedBy: 4 },
      }),
    ).toEqual([
      ['status', '1', '0'],
      ['features', '{"isSeva":true}', '{"isSeva":false}'],
      ['updatedBy', '—', '4'],
    ]);
    expect(changedFields({ before: null, after: null })).toEqual([]);
  });
});
