import type { ReportColumn, ReportName } from '@nivedya/domain';

/**
 * What the screen adds to a report the engine declares (apps/server/src/modules/reports): which of a
 * subtotal's figures its small table shows. Titles, descriptions, empty sentences and headers are
 * i18n keys by the report's name (reports.name.<name>, reports.column.<id>, …). A report the server
 * has but the app has no screen (route, words) for yet is left out of transactionreports.
 */
export interface ReportScreenSettings {
  /** The subtotal table's columns after the group's own (e.g. the cashier). */
  subtotalColumns?: readonly ReportColumn[];
}

export const REPORT_SCREENS: Partial<Record<ReportName, ReportScreenSettings>> = {
  dailyreport: {
    subtotalColumns: [
      { id: 'paymentMode', kind: 'paymentMode' },
      { id: 'orders', kind: 'count' },
      { id: 'total', kind: 'money' },
    ],
  },
  dailywisereport: {},
  'seva-wise-report': {},
  'deity-wise-report': {},
  'group-wise-report': {},
  'dakshina-report': {},
};

/** The screen of a report: its path is its spec name (/dailyreport). */
export function reportPath(report: ReportName): string {
  return `/${report}`;
}

/** Whether the app has the report's screen (its route and words). */
export function hasReportScreen(report: ReportName): boolean {
  return REPORT_SCREENS[report] !== undefined;
}

/** The reports with a screen, in transactionreports' order: each a route of its own (app/routes.tsx). */
export const SCREENED_REPORTS = Object.keys(REPORT_SCREENS) as ReportName[];
