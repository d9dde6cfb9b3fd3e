/**
 * What other modules and the auth plugin may use of temple staff (docs/decisions.md, "Module
 * boundaries"): the checks of a staff user's rights.
 */
export { assertTempleAdmin, assertTempleRight } from './require-temple-right.ts';
