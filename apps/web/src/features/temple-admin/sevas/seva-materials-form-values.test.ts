import { describe, expect, it } from 'vitest';
import { materialFieldPaths, materialsFormSchema, materialToForm } from './seva-materials-form-values.ts';

describe("a seva's materials on its form", () => {
  it('reads decimals as typed, a comma too, and keeps the order', () => {
    const parsed = materialsFormSchema.safeParse({
      materials: [
        { name: 'Rice', quantity: '0.25', unit: 'kg' },
        { name: 'Ghee', quantity: '1,5', unit: 'litre' },
      ],
    });
    expect(parsed.success && parsed.data).toEqual({
      materials: [
        { name: 'Rice', quantity: 0.25, unit: 'kg' },
        { name: 'Ghee', quantity: 1.5, unit: 'litre' },
      ],
    });
  });

  it('words what is wrong on the field it belongs to, as the server does', () => {
    const parsed = materialsFormSchema.safeParse({
      materials: [
        { name: 'Rice', quantity: 'a little', unit: 'kg' },
        { name: 'rice', quantity: '0.0005', unit: 'KG' },
      ],
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['materials.0.quantity', 'Enter a quantity above 0'],
        ['materials.1.quantity', 'At most 3 decimal places'],
      ]),
    );
    // Each material once, checked when every material is itself right.
    const twice = materialsFormSchema.safeParse({
      materials: [
        { name: 'Rice', quantity: '1', unit: 'kg' },
        { name: 'rice', quantity: '2', unit: 'KG' },
      ],
    });
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['materials.1.name', 'Each material once'],
    ]);
    expect(materialFieldPaths(2)).toContain('materials.1.unit');
  });

  it('shows a saved quantity as a plain decimal', () => {
    expect(materialToForm({ name: 'Milk', quantity: 1.5, unit: 'litre' })).toEqual({
      name: 'Milk',
      quantity: '1.5',
      unit: 'litre',
    });
  });
});
