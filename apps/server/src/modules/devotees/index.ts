/** What other modules may use of devotees (docs/decisions.md, "Module boundaries"). */
export { assertOwnDevoteeNames } from './assert-own-devotee-names.ts';
