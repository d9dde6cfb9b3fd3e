import { templeStaffRoute } from '../../plugins/auth.ts';

/**
 * ARCHITECTURE rule 4. The settings are the temple administrator's; the gates and the live status are
 * for staff holding the temple's `gate` right; platform administrators with the temples right do both.
 */
export const VISIT_ADMIN = templeStaffRoute({ adminOnly: true, platformAdmins: 'platform.temples' });
export const VISIT_GATE = templeStaffRoute({ right: 'gate', platformAdmins: 'platform.temples' });
