import { type Instruction, UpdateInstructionInputSchema } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { InstructionFormSchema, instructionFormValues, isBlankHtml } from './instruction-form-values.ts';

const DRESS_CODE: Instruction = {
  id: 4,
  templeId: 1,
  title: 'Dress code',
  titleNarration: 'വസ്ത്രധാരണം',
  bodyHtml: '<p>Men: <b>mundu</b></p>',
  orderNo: 2,
  status: 0,
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('instruction form values', () => {
  it('starts a new instruction shown, first in order, empty', () => {
    expect(instructionFormValues(null)).toEqual({
      title: '',
      titleNarration: '',
      bodyHtml: '',
      orderNo: '0',
      status: '1',
    });
  });

  it('reads an instruction back into the form and out again unchanged', () => {
    const input = InstructionFormSchema.parse(instructionFormValues(DRESS_CODE));
    expect(input).toEqual({
      title: 'Dress code',
      titleNarration: 'വസ്ത്രധാരണം',
      bodyHtml: '<p>Men: <b>mundu</b></p>',
      orderNo: 2,
      status: 0,
    });
    expect(UpdateInstructionInputSchema.safeParse(input).success).toBe(true);
  });

  it.each(['', '<p><br></p>', '<div>&nbsp;</div>', ' <br> '])('sends "%s" as an empty body', (bodyHtml) => {
    expect(isBlankHtml(bodyHtml)).toBe(true);
    const parsed = InstructionFormSchema.safeParse({
      ...instructionFormValues(null),
      title: 'Timings',
      bodyHtml,
    });
    expect(parsed.data?.bodyHtml).toBe('');
  });

  it('keeps a body with text in it', () => {
    expect(isBlankHtml('<ul><li>Lamp</li></ul>')).toBe(false);
  });

  it('reads an empty order number as first', () => {
    const parsed = InstructionFormSchema.parse({
      ...instructionFormValues(null),
      title: 'Timings',
      orderNo: ' ',
    });
    expect(parsed.orderNo).toBe(0);
  });

  it.each(['1.5', '-2', 'two', '1e2'])('rejects the order number "%s" on the field', (orderNo) => {
    const parsed = InstructionFormSchema.safeParse({
      ...instructionFormValues(null),
      title: 'Timings',
      orderNo,
    });
    expect(parsed.error?.issues[0]?.path).toEqual(['orderNo']);
  });

  it('needs a title', () => {
    const parsed = InstructionFormSchema.safeParse(instructionFormValues(null));
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['title'], 'Enter a title'],
    ]);
  });
});
