import {
  DomainError,
  type PushDeviceType,
  type PushRegistrationQuery,
  type PushRegistrationResponse,
  pushTokenProblem,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { deleteReplacedPushToken, upsertPushToken } from './push-devices-repository.ts';

function checkToken(field: string, deviceType: PushDeviceType, token: string): void {
  const problem = pushTokenProblem(deviceType, token);
  if (problem) {
    throw new DomainError('VALIDATION_FAILED', `${field}: ${problem}`, {
      errors: [{ field, message: problem }],
    });
  }
}

/**
 * spec §4/§7 GET /PushNotification. With `userId` (the logged-in user's own): the device's new token is
 * stored as theirs, in place of the token it had (`token`), which is forgotten. With `uToken`: the
 * device is stored without a login (after a logout, nobody's messages reach it). Answers the spec's
 * response item: the stored token's id and Error 0; a refusal is a 4xx, after which the client keeps
 * the token it had.
 */
export async function registerPushDevice(
  deps: Pick<AppDeps, 'db' | 'now'>,
  sessionUserId: number | null,
  query: PushRegistrationQuery,
): Promise<PushRegistrationResponse> {
  const now = deps.now();
  if ('uToken' in query) {
    checkToken('uToken', query.uDeviceType, query.uToken);
    const id = await upsertPushToken(deps.db, {
      token: query.uToken,
      deviceType: query.uDeviceType,
      userId: null,
      now,
    });
    return [{ id, error: 0 }];
  }
  if (sessionUserId === null) throw new DomainError('UNAUTHENTICATED', 'Please log in');
  if (query.userId !== sessionUserId) {
    throw new DomainError('FORBIDDEN', 'A device can be registered only for the account logged in on it');
  }
  checkToken('newToken', query.deviceType, query.newToken);
  return deps.db.transaction(async (tx) => {
    if (query.token && query.token !== query.newToken) {
      await deleteReplacedPushToken(tx, query.token, sessionUserId);
    }
    const id = await upsertPushToken(tx, {
      token: query.newToken,
      deviceType: query.deviceType,
      userId: sessionUserId,
      now,
    });
    return [{ id, error: 0 }];
  });
}
