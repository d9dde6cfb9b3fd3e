import type { ReportName } from '@nivedya/domain';

/**
 * The reports with a screen, in transactionreports' order: each a route of its own (app/routes.tsx).
 * Apart from report-screens.ts, whose row actions and toolbars would otherwise ride on every first visit
 * with the route table; REPORT_SCREENS is keyed by this list, so the two cannot drift.
 */
export const SCREENED_REPORTS = [
  'dailyreport',
  'dailywisereport',
  'seva-wise-report',
  'deity-wise-report',
  'group-wise-report',
  'consolidated-report',
  'dakshina-report',
  'performancereport',
  'performance-priest-report',
  'gstreport',
  'payment-failed-report',
  'payment-pendingreport',
  'referance-report',
  'performance-postage-address-report',
  'settlement-report',
  'enquiry-report',
  'pending-notification',
  // Its route is shared with the administrators' SMS outbox (features/sms-report).
  'sms-report',
  'devotee-visit-devotee-detailed-report',
  'devotee-visit-consolidated-report',
] as const satisfies readonly ReportName[];
export type ScreenedReport = (typeof SCREENED_REPORTS)[number];
