import { effectiveTempleRights, type StaffUser } from '@nivedya/domain';
import type { TempleUserRow } from './temple-users-repository.ts';

export function toStaffUser(row: TempleUserRow, granted: readonly string[]): StaffUser {
  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    mobile: row.mobile,
    userType: row.userType,
    status: row.status,
    rights: effectiveTempleRights(row.userType, granted),
    createdAt: row.createdAt.toISOString(),
  };
}
