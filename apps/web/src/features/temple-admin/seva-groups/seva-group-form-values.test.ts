import { CreateSevaGroupInputSchema } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { SevaGroupFormSchema, sevaGroupFormValues, toSevaGroupInput } from './seva-group-form-values.ts';

describe('seva group form values', () => {
  it('starts a new group active, order 0', () => {
    expect(sevaGroupFormValues(null)).toEqual({
      name: '',
      nameNarration: '',
      code: '',
      orderNo: '0',
      status: '1',
    });
  });

  it('leaves an empty code out and reads the order number', () => {
    const input = toSevaGroupInput({
      name: 'Archana',
      nameNarration: '',
      code: ' ',
      orderNo: '3',
      status: '0',
    });
    expect(input).toEqual({ name: 'Archana', nameNarration: '', orderNo: 3, status: 0 });
    expect(CreateSevaGroupInputSchema.safeParse(input).success).toBe(true);
  });

  it.each(['1.5', '-2', 'abc'])('rejects the order number "%s"', (orderNo) => {
    const input = toSevaGroupInput({ name: 'A', nameNarration: '', code: '', orderNo, status: '1' });
    const parsed = CreateSevaGroupInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['orderNo']);
  });

  it('needs a name', () => {
    const parsed = CreateSevaGroupInputSchema.safeParse(toSevaGroupInput(sevaGroupFormValues(null)));
    expect(parsed.error?.issues[0]?.path).toEqual(['name']);
  });
});

describe('the seva group form schema', () => {
  it('refuses an order number that is not a whole number on its field', () => {
    const parsed = SevaGroupFormSchema.safeParse({ ...sevaGroupFormValues(null), name: 'A', orderNo: '1.5' });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['orderNo']]);
  });

  it('lowercases the code, as the server stores it', () => {
    const parsed = SevaGroupFormSchema.parse({ ...sevaGroupFormValues(null), name: 'A', code: 'Archana' });
    expect(parsed.code).toBe('archana');
  });
});
