/**
 * What other modules may use of catalogue management (docs/decisions.md, "Module boundaries"): a staff
 * user's seva or deity, found within their temple, and the seva's field errors.
 */
export { getStaffDeity } from './get-staff-deity.ts';
export { getStaffSeva, isSevaOfTemple } from './get-staff-seva.ts';
export { fieldErrors } from './seva-rules.ts';
