import { z } from 'zod';
import { pageOf } from './pagination.ts';

/** spec §2/§4 rating prompt → devotee-check-out: a rating of the app, stored with us on the web. */
export const APP_RATING_PLATFORMS = ['web', 'android', 'ios'] as const;

const STARS_MESSAGE = 'Choose 1 to 5 stars';

export const AppRatingInputSchema = z.strictObject({
  stars: z.number().int(STARS_MESSAGE).min(1, STARS_MESSAGE).max(5, STARS_MESSAGE),
  comment: z
    .string()
    .trim()
    .max(1000, 'At most 1,000 characters')
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional(),
  appVersion: z.string().trim().min(1).max(20),
  platform: z.enum(APP_RATING_PLATFORMS),
});
export type AppRatingInput = z.infer<typeof AppRatingInputSchema>;

export const AppRatingSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  appVersion: z.string(),
  platform: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type AppRating = z.infer<typeof AppRatingSchema>;

/** What administrators read: every rating, newest first, with the average and how many of each. */
export const AppRatingPageSchema = pageOf(AppRatingSchema).extend({
  average: z.number().nullable(),
  /** Ratings of 1, 2, 3, 4 and 5 stars, in that order. */
  byStars: z.array(z.number().int()),
});
export type AppRatingPage = z.infer<typeof AppRatingPageSchema>;
