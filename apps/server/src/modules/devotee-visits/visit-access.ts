import { templeStaffRoute } from '../../plugins/auth.ts';

/**
 * ARCHITECTURE rule 4. The settings are the temple administrator's; the gates are for staff holding
 * the temple's `gate` right, the live status for all its staff; platform administrators with the temples right do both.
 */
export const VISIT_ADMIN = templeStaffRoute({ adminOnly: true, platformAdmins: 'platform.temples' });
export const VISIT_GATE = templeStaffRoute({ right: 'gate', platformAdmins: 'platform.temples' });
/** The live status and its alert: every staff screen of the temple shows a crowded zone. */
export const VISIT_WATCH = templeStaffRoute({ platformAdmins: 'platform.temples' });
