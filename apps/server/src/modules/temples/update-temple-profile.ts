import {
  BANK_FIELDS_REQUIRED_MESSAGE,
  DomainError,
  isAdmin,
  missingBankFields,
  TEMPLE_ADMIN_ONLY_FIELDS,
  type TempleProfile,
  type UpdateTempleProfileInput,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getTempleProfile } from './get-temple-profile.ts';
import { locationExists, updateTempleRow } from './temple-profile-repository.ts';

/**
 * spec temple-profile and POST /TempleInsert (update). The temple administrator changes the temple's
 * own details; the feature flags, service charges, codes, gateway and listing are the platform's, and a
 * change carrying any of them is refused unless a platform administrator (1, 5) makes it.
 */
export async function updateTempleProfile(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: UpdateTempleProfileInput,
): Promise<TempleProfile> {
  const adminOnly = TEMPLE_ADMIN_ONLY_FIELDS.filter((field) => input[field] !== undefined);
  if (adminOnly.length > 0 && !isAdmin(actor.userType)) {
    throw new DomainError(
      'FORBIDDEN',
      `Only the platform administrator can change ${adminOnly.join(', ')}; they are read-only here`,
      { fields: adminOnly },
    );
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getTempleProfile(tx, templeId);
    if (input.locationId != null && !(await locationExists(tx, input.locationId))) {
      throw new DomainError('VALIDATION_FAILED', 'locationId: No such location', {
        errors: [{ field: 'locationId', message: 'No such location' }],
      });
    }
    try {
      await updateTempleRow(tx, templeId, { ...input, updatedAt: now });
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'temples_code_unique' || constraint === 'temples_short_code_unique') {
        throw new DomainError('CODE_IN_USE', 'Another temple already uses this code', {
          errors: [{ field: constraint === 'temples_code_unique' ? 'code' : 'shortCode', message: 'In use' }],
        });
      }
      throw error;
    }
    const after = await getTempleProfile(tx, templeId);
    const missing = missingBankFields({ paymentGatewayId: after.paymentGatewayId, ...after.bank });
    if (missing.length > 0) {
      throw new DomainError('VALIDATION_FAILED', `${missing.join(', ')}: ${BANK_FIELDS_REQUIRED_MESSAGE}`, {
        errors: missing.map((field) => ({ field, message: BANK_FIELDS_REQUIRED_MESSAGE })),
      });
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'temple.updated',
      entity: 'temple',
      entityId: templeId,
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
