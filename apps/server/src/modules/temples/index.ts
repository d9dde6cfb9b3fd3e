/**
 * What other modules may use of temples (docs/decisions.md, "Module boundaries"): finding temples, a
 * listed temple's booking settings, and a temple's profile.
 */
export {
  findTempleBookingSettings,
  getListedTemple,
  type TempleBookingSettings,
  toTempleBookingSettings,
} from './find-temple-booking-settings.ts';
export { findTemples, findTemplesByIds } from './find-temples.ts';
export { getTemple } from './get-temple.ts';
export { getTempleProfile } from './get-temple-profile.ts';
export type { TempleBookingSettingsRow } from './temples-repository.ts';
