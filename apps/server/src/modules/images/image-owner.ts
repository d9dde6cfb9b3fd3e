import { DomainError, type SingleImageUploadKind } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getStaffDeity, getStaffSeva } from '../catalogue-management/index.ts';
import { assertTempleAdmin, assertTempleRight } from '../temple-staff/index.ts';

/**
 * The owner of an image must be this temple's (its logo and banner, or one of its deities or sevas:
 * another temple's is not found), and the caller needs the right for what they are changing.
 */
export async function assertImageOwner(
  db: Executor,
  actor: Actor,
  templeId: number,
  kind: SingleImageUploadKind,
  ownerId: number,
): Promise<void> {
  if (kind === 'temple-logo' || kind === 'temple-banner') {
    if (ownerId !== templeId) throw new DomainError('NOT_FOUND', 'The logo and banner belong to the temple');
    assertTempleAdmin(actor, "change the temple's logo and banner");
  } else if (kind === 'deity') {
    await getStaffDeity(db, templeId, ownerId);
    await assertTempleRight(db, actor, 'deities.manage');
  } else {
    await getStaffSeva(db, templeId, ownerId);
    await assertTempleRight(db, actor, 'sevas.manage');
  }
}
