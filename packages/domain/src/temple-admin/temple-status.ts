import { z } from 'zod';

/** A temple's standing on the platform: only an active temple is shown to devotees. */
export const TempleStatus = {
  Disabled: 0,
  Active: 1,
  Deleted: 2,
  /** Registered, being set up by its administrator; not shown to devotees yet. */
  Onboarding: 3,
} as const;
export type TempleStatusValue = (typeof TempleStatus)[keyof typeof TempleStatus];

/** The statuses an administrator sets on the temple form; deletion is its own two-step request. */
export const SETTABLE_TEMPLE_STATUSES = [
  TempleStatus.Onboarding,
  TempleStatus.Active,
  TempleStatus.Disabled,
] as const;

export const TempleStatusInputSchema = z.union([
  z.literal(TempleStatus.Disabled),
  z.literal(TempleStatus.Active),
  z.literal(TempleStatus.Onboarding),
]);
