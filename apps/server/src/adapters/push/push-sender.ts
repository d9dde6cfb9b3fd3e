import type { PushDeviceType } from '@nivedya/domain';

/** What a push shows: the notification's own title and body, and where tapping it leads. */
export interface PushMessage {
  notificationId: number;
  title: string;
  body: string;
  /** A route of the web app, e.g. /devotee-transaction-details?orderId=12. */
  link: string | null;
}

export interface PushDevice {
  id: number;
  token: string;
  deviceType: PushDeviceType;
}

/** 'gone': the push service no longer knows the device (uninstalled, unsubscribed): forget its token. */
export type PushOutcome = 'sent' | 'gone';

export class PushDeliveryError extends Error {
  /** A later attempt may succeed (the service was busy or unreachable). */
  readonly isRetryable: boolean;

  constructor(message: string, isRetryable: boolean) {
    super(message);
    this.name = 'PushDeliveryError';
    this.isRetryable = isRetryable;
  }
}

/** A push service for some device types: Web Push for browsers, Firebase Cloud Messaging for the apps. */
export interface PushSender {
  readonly name: string;
  readonly deviceTypes: readonly PushDeviceType[];
  send(device: PushDevice, message: PushMessage): Promise<PushOutcome>;
}

/**
 * The one tag a notification's pushes carry on every service: a device shows a notification once even
 * when a resumed sending pushes it again.
 */
export function pushTag(notificationId: number): string {
  return `n${notificationId}`;
}
