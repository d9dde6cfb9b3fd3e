import {
  type ReplaceSevaMaterialsInput,
  ReplaceSevaMaterialsInputSchema,
  type SevaMaterial,
} from '@nivedya/domain';
import { z } from 'zod';

/** One material as the form holds it: the quantity as typed (a decimal, "0.25"). */
export interface MaterialFormValues {
  name: string;
  quantity: string;
  unit: string;
}
export interface MaterialsFormValues {
  materials: MaterialFormValues[];
}

const MATERIAL_FIELDS = ['name', 'quantity', 'unit'] as const;

/** Where the server may put a field error: `materials.N.field` for each material on the form. */
export function materialFieldPaths(count: number) {
  return Array.from({ length: count }, (_, index) =>
    MATERIAL_FIELDS.map((field) => `materials.${index}.${field}` as const),
  ).flat();
}

export const emptyMaterial = (): MaterialFormValues => ({ name: '', quantity: '', unit: '' });

export function materialToForm(material: SevaMaterial): MaterialFormValues {
  return { name: material.name, quantity: String(material.quantity), unit: material.unit };
}

/** A decimal as typed, "1,5" too; anything else is NaN, which the domain schema words. */
function toQuantity(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The form checked as the server checks it (the domain's schema), its errors on the same paths. */
export const materialsFormSchema: z.ZodType<ReplaceSevaMaterialsInput, MaterialsFormValues> = z
  .object({
    materials: z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string() })),
  })
  .transform(({ materials }) => ({
    materials: materials.map((material) => ({ ...material, quantity: toQuantity(material.quantity) })),
  }))
  .pipe(ReplaceSevaMaterialsInputSchema);
