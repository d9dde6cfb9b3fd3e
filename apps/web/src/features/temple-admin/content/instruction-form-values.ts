import {
  ActiveStatusInputSchema,
  CreateInstructionInputSchema,
  type Instruction,
  OrderNoInputSchema,
} from '@nivedya/domain';
import { z } from 'zod';

/** Markup with no text in it, as an emptied editor leaves behind (`<p><br></p>`, `<div></div>`). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}

/**
 * The instruction form, checked as the server checks a new instruction (edits send every field too):
 * an emptied editor sends an empty body, an empty order number is 0, and one that is not a whole
 * number is refused on its field. The server sanitises the body; this does not.
 */
export const InstructionFormSchema = CreateInstructionInputSchema.extend({
  bodyHtml: z
    .string()
    .transform((html) => (isBlankHtml(html) ? '' : html.trim()))
    .pipe(CreateInstructionInputSchema.shape.bodyHtml),
  orderNo: z
    .string()
    .trim()
    .transform((text) => (text === '' ? 0 : /^\d+$/.test(text) ? Number(text) : Number.NaN))
    .pipe(OrderNoInputSchema),
  status: z
    .string()
    .transform((text) => (text === '0' ? 0 : 1))
    .pipe(ActiveStatusInputSchema),
});

/** The form's fields as the inputs hold them. */
export type InstructionFormValues = z.input<typeof InstructionFormSchema>;

export const INSTRUCTION_FIELDS = ['title', 'titleNarration', 'bodyHtml', 'orderNo', 'status'] as const;

export function instructionFormValues(instruction: Instruction | null): InstructionFormValues {
  return {
    title: instruction?.title ?? '',
    titleNarration: instruction?.titleNarration ?? '',
    bodyHtml: instruction?.bodyHtml ?? '',
    orderNo: String(instruction?.orderNo ?? 0),
    status: String(instruction?.status ?? 1),
  };
}
