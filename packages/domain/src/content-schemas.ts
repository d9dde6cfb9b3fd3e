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

export const EnquiryCreatedSchema = z.object({ id: z.number().int(), status: z.string() });
export type EnquiryCreated = z.infer<typeof EnquiryCreatedSchema>;
