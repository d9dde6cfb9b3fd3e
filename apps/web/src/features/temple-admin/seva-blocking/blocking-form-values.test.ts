import { CreateSevaBlockingInputSchema } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { BlockingFormSchema, EMPTY_BLOCKING, toBlockingInput } from './blocking-form-values.ts';

describe('seva blocking form', () => {
  it('blocks every seva when none is chosen, and one day when no end date is given', () => {
    const input = toBlockingInput({ ...EMPTY_BLOCKING, fromDate: '2026-03-05', reason: 'Utsavam' });
    expect(input).toEqual({ sevaId: null, fromDate: '2026-03-05', toDate: '2026-03-05', reason: 'Utsavam' });
    expect(CreateSevaBlockingInputSchema.safeParse(input).success).toBe(true);
  });

  it('blocks the chosen seva for the range', () => {
    const input = toBlockingInput({ sevaId: '7', fromDate: '2026-03-05', toDate: '2026-03-08', reason: 'x' });
    expect(input.sevaId).toBe(7);
    expect(input.toDate).toBe('2026-03-08');
  });

  it('needs a start date and a reason, and an end not before the start', () => {
    const empty = CreateSevaBlockingInputSchema.safeParse(toBlockingInput(EMPTY_BLOCKING));
    const paths = empty.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toContain('fromDate');
    expect(paths).toContain('reason');
    const backwards = CreateSevaBlockingInputSchema.safeParse(
      toBlockingInput({ sevaId: '', fromDate: '2026-03-05', toDate: '2026-03-01', reason: 'x' }),
    );
    expect(backwards.error?.issues[0]?.path).toEqual(['toDate']);
  });
});

describe('the seva blocking form schema', () => {
  it('names an end before the start on the end date', () => {
    const parsed = BlockingFormSchema.safeParse({
      sevaId: '',
      fromDate: '2026-03-05',
      toDate: '2026-03-01',
      reason: 'x',
    });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['toDate']]);
  });
});
