import { z } from 'zod';
import { PUSH_DEVICE_TYPES, type PushDeviceType } from './push-tokens.ts';

/**
 * spec §4/§7 /PushNotification: a device's push token registered with the server, as the logged-in
 * user's (with the token it replaces) or as a device without a login.
 */

const PUSH_TOKEN_MAX_LENGTH = 4096;
const PushTokenSchema = z
  .string()
  .trim()
  .min(1, 'Give the device token')
  .max(PUSH_TOKEN_MAX_LENGTH, `A device token has at most ${PUSH_TOKEN_MAX_LENGTH} characters`);
const DeviceTypeSchema = z.enum(PUSH_DEVICE_TYPES, {
  message: `The device type is one of ${PUSH_DEVICE_TYPES.join(', ')}`,
});

/** A browser's push subscription (PushSubscription.toJSON()), the token of a web device. */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, message: 'A push subscription has an https endpoint' }),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/** Firebase Cloud Messaging registration tokens: letters, digits and -_: only. */
const FCM_TOKEN = /^[\w:-]{20,4096}$/;

/** Why a token cannot belong to a device type; null when it can. */
export function pushTokenProblem(deviceType: PushDeviceType, token: string): string | null {
  if (deviceType !== 'web') return FCM_TOKEN.test(token) ? null : 'This is not a messaging token of the app';
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return 'A web device token is its push subscription, as JSON';
  }
  return WebPushSubscriptionSchema.safeParse(parsed).success
    ? null
    : 'A web push subscription has an https endpoint and its p256dh and auth keys';
}

/**
 * GET /PushNotification: `userId`, `newToken`, `token` (the one it replaces, if any) and `deviceType`
 * for a logged-in user; `uToken` and `uDeviceType` for a device without a login.
 */
export const PushRegistrationQuerySchema = z
  .strictObject({
    userId: z.coerce.number().int().positive().optional(),
    newToken: PushTokenSchema.optional(),
    token: z.string().trim().max(PUSH_TOKEN_MAX_LENGTH).optional(),
    deviceType: DeviceTypeSchema.optional(),
    uToken: PushTokenSchema.optional(),
    uDeviceType: DeviceTypeSchema.optional(),
  })
  .transform((query, context): PushRegistrationQuery => {
    const missing = (field: string, message: string) => {
      context.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    };
    if (query.uToken !== undefined || query.uDeviceType !== undefined) {
      if (query.uToken === undefined) return missing('uToken', 'Give the device token');
      if (query.uDeviceType === undefined) return missing('uDeviceType', 'Give the device type');
      return { uToken: query.uToken, uDeviceType: query.uDeviceType };
    }
    if (query.userId === undefined)
      return missing('userId', 'Give the user id, or uToken for a device without a login');
    if (query.newToken === undefined) return missing('newToken', 'Give the device token');
    if (query.deviceType === undefined) return missing('deviceType', 'Give the device type');
    return {
      userId: query.userId,
      newToken: query.newToken,
      deviceType: query.deviceType,
      ...(query.token ? { token: query.token } : {}),
    };
  });
export type PushRegistrationQuery =
  | { uToken: string; uDeviceType: PushDeviceType }
  | { userId: number; newToken: string; deviceType: PushDeviceType; token?: string };

/** spec "Push-token response item (Id, Error)": the stored token's id, and 0 for no error. */
export const PushRegistrationItemSchema = z.object({ id: z.number().int(), error: z.number().int() });
export const PushRegistrationResponseSchema = z.array(PushRegistrationItemSchema);
export type PushRegistrationResponse = z.infer<typeof PushRegistrationResponseSchema>;

export const PushTokenRemovalQuerySchema = z.strictObject({ token: PushTokenSchema });

/** The server's public VAPID key, for PushManager.subscribe's applicationServerKey. */
export const PushSettingsSchema = z.object({ vapidPublicKey: z.string() });
export type PushSettings = z.infer<typeof PushSettingsSchema>;
