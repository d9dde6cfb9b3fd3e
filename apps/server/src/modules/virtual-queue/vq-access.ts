import { UserType, type UserTypeValue } from '@nivedya/domain';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import type { Actor } from './vq-deps.ts';

/**
 * ARCHITECTURE rule 4. Settings, slots, questions and blocks: the temple administrator (type 2);
 * the gate, dashboard and reports: temple administrator and staff (2, 3). Platform administrators
 * (1, 5) pass the temple scope and may do both.
 */
export const VQ_ADMIN: readonly UserTypeValue[] = [UserType.Admin, UserType.TempleAdmin, UserType.SubAdmin];
export const VQ_STAFF: readonly UserTypeValue[] = [
  UserType.Admin,
  UserType.TempleAdmin,
  UserType.TempleStaff,
  UserType.SubAdmin,
];
export const VQ_DEVOTEE: readonly UserTypeValue[] = [UserType.Devotee];

export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, userName: user.userName, userType: user.userType, ip: request.ip };
}
