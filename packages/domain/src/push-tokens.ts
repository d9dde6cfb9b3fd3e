/**
 * spec §4/§9 push tokens, the rules a device applies itself. No zod here: the web app's first screen
 * registers the device (lib/push-notifications.ts), and a schema beside these would bring all of zod
 * into every first visit (docs/decisions.md, the first visit's JavaScript budget).
 */

export const PUSH_DEVICE_TYPES = ['web', 'android', 'ios'] as const;
export type PushDeviceType = (typeof PUSH_DEVICE_TYPES)[number];

/** spec §9: a device registers its token again after this long, so the server knows it still exists. */
export const PUSH_REREGISTER_DAYS = 7;

/**
 * spec §4: the client keeps the new token only when the answer (a list of "Id, Error" items,
 * PushRegistrationResponseSchema) starts with an item of Id > 0 and Error 0.
 */
export function isPushRegistrationAccepted(response: unknown): boolean {
  const first: unknown = Array.isArray(response) ? response[0] : undefined;
  if (typeof first !== 'object' || first === null) return false;
  const { id, error } = first as { id?: unknown; error?: unknown };
  return Number.isInteger(id) && Number(id) > 0 && error === 0;
}
