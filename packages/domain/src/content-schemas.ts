import { z } from 'zod';
import { PAGE_SIZE_MAX } from './constants.ts';

/** spec §3 Help entry: the help HTML for one screen, keyed by its page name. */
export const HelpEntrySchema = z.object({
  id: z.number().int(),
  pageName: z.string(),
  title: z.string(),
  /** spec Query: the help text as HTML; the screens sanitise it before showing it. */
  query: z.string(),
});
export type HelpEntry = z.infer<typeof HelpEntrySchema>;

export const HelpListQuerySchema = z.strictObject({
  pageName: z.string().trim().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
});
export type HelpListQuery = z.infer<typeof HelpListQuerySchema>;

/** A help entry as administrators edit it (spec POST /Help, GET /Help?id&status), shown or hidden. */
export const AdminHelpEntrySchema = z.object({
  id: z.number().int(),
  pageName: z.string(),
  title: z.string(),
  contentHtml: z.string(),
  /** 1 shown in the help modal and help-list, 0 hidden. */
  status: z.number().int(),
  updatedAt: z.string(),
});
export type AdminHelpEntry = z.infer<typeof AdminHelpEntrySchema>;

export const HELP_PAGE_NAME_MESSAGE = "Use the screen's address name: lowercase letters, digits and hyphens";

const helpEntryFields = {
  /** The screen whose help button shows it (its route name, e.g. devotee-transaction-details). */
  pageName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,79}$/, HELP_PAGE_NAME_MESSAGE),
  title: z.string().trim().min(1, 'Enter a title').max(150),
  /** Sanitised on the server before it is kept. */
  contentHtml: z.string().trim().min(1, 'Write the help text').max(50_000),
  status: z.union([z.literal(0), z.literal(1)]),
};

export const CreateHelpEntryInputSchema = z.strictObject({
  ...helpEntryFields,
  status: helpEntryFields.status.default(1),
});
export type CreateHelpEntryInput = z.infer<typeof CreateHelpEntryInputSchema>;

export const UpdateHelpEntryInputSchema = z
  .strictObject({
    pageName: helpEntryFields.pageName.optional(),
    title: helpEntryFields.title.optional(),
    contentHtml: helpEntryFields.contentHtml.optional(),
    status: helpEntryFields.status.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type UpdateHelpEntryInput = z.infer<typeof UpdateHelpEntryInputSchema>;

export const AdminHelpListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
});
export type AdminHelpListQuery = z.infer<typeof AdminHelpListQuerySchema>;

export const EnquiryCreatedSchema = z.object({ id: z.number().int(), status: z.string() });
export type EnquiryCreated = z.infer<typeof EnquiryCreatedSchema>;
