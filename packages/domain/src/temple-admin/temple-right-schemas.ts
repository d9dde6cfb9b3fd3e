import { z } from 'zod';
import { TEMPLE_RIGHTS } from './temple-rights.ts';

// The API's shapes of temple rights, apart from the rules in temple-rights.ts: the web app's first
// screen (its menu) reads those rules, and a module that defines a zod schema brings all of zod along.
export const TempleRightSchema = z.enum(TEMPLE_RIGHTS);

export const MyRightsSchema = z.object({
  userType: z.number().int(),
  templeId: z.number().int().nullable(),
  rights: z.array(TempleRightSchema),
});
export type MyRights = z.infer<typeof MyRightsSchema>;
