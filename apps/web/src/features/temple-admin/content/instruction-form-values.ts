import type { CreateInstructionInput, Instruction } from '@nivedya/domain';

/** The instruction form's fields as the inputs hold them. */
export interface InstructionFormValues {
  title: string;
  titleNarration: string;
  bodyHtml: string;
  orderNo: string;
  status: string;
}

export function instructionFormValues(instruction: Instruction | null): InstructionFormValues {
  return {
    title: instruction?.title ?? '',
    titleNarration: instruction?.titleNarration ?? '',
    bodyHtml: instruction?.bodyHtml ?? '',
    orderNo: String(instruction?.orderNo ?? 0),
    status: String(instruction?.status ?? 1),
  };
}

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
 * The form as the API's input: an emptied editor sends an empty body; an order number that is not a
 * whole number stays NaN so the schema rejects it. The server sanitises the body; this does not.
 */
export function toInstructionInput(values: InstructionFormValues): CreateInstructionInput {
  const orderText = values.orderNo.trim();
  return {
    title: values.title,
    titleNarration: values.titleNarration,
    bodyHtml: isBlankHtml(values.bodyHtml) ? '' : values.bodyHtml.trim(),
    orderNo: orderText === '' ? 0 : /^\d+$/.test(orderText) ? Number(orderText) : Number.NaN,
    status: values.status === '0' ? 0 : 1,
  };
}
