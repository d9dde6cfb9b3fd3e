import { type AdminHelpEntry, CreateHelpEntryInputSchema, UpdateHelpEntryInputSchema } from '@nivedya/domain';
import { z } from 'zod';
import type { SaveHelpVariables } from './api/admin-help.ts';

const HelpFormFields = z.object({
  pageName: z.string(),
  title: z.string(),
  contentHtml: z.string(),
  status: z.string(),
});
export type HelpFormValues = z.infer<typeof HelpFormFields>;
export const HELP_FORM_FIELDS = HelpFormFields.keyof().options;

export function helpFormValues(entry: AdminHelpEntry | null, pageName = ''): HelpFormValues {
  return {
    pageName: entry?.pageName ?? pageName,
    title: entry?.title ?? '',
    contentHtml: entry?.contentHtml ?? '',
    status: String(entry?.status ?? 1),
  };
}

const toInput = (values: HelpFormValues): z.input<typeof CreateHelpEntryInputSchema> => ({
  pageName: values.pageName,
  title: values.title,
  contentHtml: values.contentHtml,
  status: values.status === '0' ? 0 : 1,
});

/** A new help page, or the whole of an edited one (the server keeps before and after in the audit log). */
export function helpFormSchema(entry: AdminHelpEntry | null): z.ZodType<SaveHelpVariables, HelpFormValues> {
  if (entry === null) {
    return HelpFormFields.transform(toInput)
      .pipe(CreateHelpEntryInputSchema)
      .transform((input) => ({ id: null, input }));
  }
  return HelpFormFields.transform((values): z.input<typeof UpdateHelpEntryInputSchema> => toInput(values))
    .pipe(UpdateHelpEntryInputSchema)
    .transform((input) => ({ id: entry.id, input }));
}
