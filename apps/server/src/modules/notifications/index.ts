/**
 * What other modules may use of notifications (docs/decisions.md, "Module boundaries"): notifying
 * devotees inside the caller's transaction, with the change they are told about.
 */
export { insertNotifications } from './notifications-repository.ts';
export { type BroadcastSendingCounts, sendDueBroadcasts } from './send-due-broadcasts.ts';
