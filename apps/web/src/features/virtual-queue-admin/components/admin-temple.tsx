import { canManageTemple } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useUser } from '../../../lib/auth.ts';
import { StaffTemple } from './staff-temple.tsx';

/** The signed-in temple user's temple, and whether they may change it (staff only read). */
export function AdminTemple({ children }: { children: (templeId: number, canManage: boolean) => ReactNode }) {
  const { user } = useUser();
  return <StaffTemple>{(templeId) => children(templeId, canManageTemple(user?.userType))}</StaffTemple>;
}
