import type { ReportColumn, ReportName, ReportRow } from '@nivedya/domain';
import { type ComponentType, lazy } from 'react';
import { EnquiryReplyLink } from '../enquiries/components/enquiry-reply-link.tsx';
import type { ReportFilterValues } from './api/reports.ts';
import { PerformedAction } from './performances/performed-action.tsx';
import { ParcelTrackingAction, PostageLabelsLink } from './postage/postage-actions.tsx';
import type { ReportChartKind } from './report-charts.ts';
import { SCREENED_REPORTS, type ScreenedReport } from './screened-reports.ts';

/**
 * What the screen adds to a report the engine declares (apps/server/src/modules/reports): which of a
 * subtotal's figures its small table shows. Titles, descriptions, empty sentences and headers are
 * i18n keys by the report's name (reports.name.<name>, reports.column.<id>, …). A report the server
 * has but the app has no screen (route, words) for yet is left out of transactionreports.
 */
export interface ReportScreenSettings {
  /** The subtotal table's columns after the group's own (e.g. the cashier). */
  subtotalColumns?: readonly ReportColumn[];
  /** The chart drawn above the table (components/report-chart.tsx, loaded only for these reports). */
  chart?: ReportChartKind;
  /** Something to do with one row (e.g. enter a parcel's tracking number), in a last column of its own. */
  rowAction?: ComponentType<{ templeId: number; row: ReportRow }>;
  /** More buttons beside the downloads, for the range shown (e.g. address labels). */
  toolbar?: ComponentType<{ templeId: number; from: string; to: string }>;
  /** The day it opens on when the address names none: today, or tomorrow (the priest's worksheet). */
  defaultRange?: 'today' | 'tomorrow';
  /**
   * A block of its own under the table, on screen and in print (the worksheet's materials). A report
   * with one prints this block alone, laid out for paper, instead of the table's page of rows.
   */
  sheet?: ComponentType<{ templeId: number; report: ReportName; from: string; to: string }>;
  /**
   * What the row stands for, as report-details-page's filters (the server's ReportDetailsQuery): its
   * order lines are a link away. Null for a row with nothing behind it (queue tokens, refunds).
   */
  details?: (row: ReportRow) => ReportDetailKeys | null;
}

/** The filters report-details-page narrows a report's range with, one row's worth. */
export const REPORT_DETAIL_KEYS = ['sevaId', 'deityId', 'sevaGroupId', 'orderId', 'orderType'] as const;
export type ReportDetailKeys = Partial<
  Record<(typeof REPORT_DETAIL_KEYS)[number] | 'paymentMode', number> & { day: string }
>;

/** report-details-page for a row: the report's range, payment mode and cashier, narrowed to the row. */
export function reportDetailsPath(
  report: ReportName,
  range: { from: string; to: string },
  { paymentMode, staffUserId }: Pick<ReportFilterValues, 'paymentMode' | 'staffUserId'>,
  { day, ...keys }: ReportDetailKeys,
  templeId: number,
): string {
  // The temple travels in the address for an administrator, who chose it on the report.
  const params = new URLSearchParams({
    report,
    from: day ?? range.from,
    to: day ?? range.to,
    temple: String(templeId),
  });
  if (paymentMode !== undefined) params.set('paymentMode', String(paymentMode));
  if (staffUserId !== undefined) params.set('staffUserId', String(staffUserId));
  for (const [key, value] of Object.entries(keys)) params.set(key, String(value));
  return `/report-details-page?${params}`;
}

/** A row's key field, when it has one. */
const keyOf = (row: ReportRow, id: string) => (typeof row[id] === 'number' ? row[id] : null);
const orderDetails = (row: ReportRow) => {
  const orderId = keyOf(row, 'orderId');
  return orderId === null ? null : { orderId };
};

/** A seva's names and quantity, under the performing reports. */
const PER_SEVA_COLUMNS = [
  { id: 'orders', kind: 'count' },
  { id: 'quantity', kind: 'count' },
] as const satisfies readonly ReportColumn[];

const REPORT_SCREENS: Record<ScreenedReport, ReportScreenSettings> = {
  dailyreport: {
    details: orderDetails,
    subtotalColumns: [
      { id: 'paymentMode', kind: 'paymentMode' },
      { id: 'orders', kind: 'count' },
      { id: 'total', kind: 'money' },
    ],
    chart: 'byPaymentMode',
  },
  dailywisereport: {
    chart: 'byDay',
    details: (row) => (typeof row.date === 'string' ? { day: row.date } : null),
  },
  'seva-wise-report': {
    chart: 'bySeva',
    details: (row) => {
      const sevaId = keyOf(row, 'sevaId');
      return sevaId === null ? null : { sevaId };
    },
  },
  'deity-wise-report': {
    details: (row) => {
      const deityId = keyOf(row, 'deityId');
      return deityId === null ? null : { deityId };
    },
  },
  'group-wise-report': {
    details: (row) => {
      const sevaGroupId = keyOf(row, 'groupId');
      return sevaGroupId === null ? null : { sevaGroupId };
    },
  },
  'consolidated-report': {
    // Online (1) and counter (2) rows have orders behind them; queue tokens and refunds do not.
    details: (row) => {
      const source = keyOf(row, 'sourceOrder');
      const paymentMode = keyOf(row, 'paymentMode');
      if (source !== 1 && source !== 2) return null;
      return { orderType: source - 1, ...(paymentMode === null ? {} : { paymentMode }) };
    },
    subtotalColumns: [
      { id: 'bookings', kind: 'count' },
      { id: 'total', kind: 'money' },
    ],
  },
  'dakshina-report': { details: orderDetails },
  performancereport: { subtotalColumns: PER_SEVA_COLUMNS, rowAction: PerformedAction },
  'performance-priest-report': {
    subtotalColumns: PER_SEVA_COLUMNS,
    rowAction: PerformedAction,
    defaultRange: 'tomorrow',
    sheet: lazy(() => import('./components/priest-worksheet.tsx')),
  },
  gstreport: {
    subtotalColumns: [
      { id: 'serviceCharge', kind: 'money' },
      { id: 'sgst', kind: 'money' },
      { id: 'cgst', kind: 'money' },
      { id: 'gst', kind: 'money' },
    ],
  },
  'payment-failed-report': {},
  'payment-pendingreport': {},
  'referance-report': {},
  'performance-postage-address-report': { rowAction: ParcelTrackingAction, toolbar: PostageLabelsLink },
  'settlement-report': {
    subtotalColumns: [
      { id: 'captured', kind: 'money' },
      { id: 'netSettled', kind: 'money' },
      { id: 'difference', kind: 'money' },
    ],
  },
  'enquiry-report': { rowAction: EnquiryReplyLink },
  'pending-notification': {},
  'sms-report': {},
  'devotee-visit-devotee-detailed-report': {},
  'devotee-visit-consolidated-report': {
    subtotalColumns: [
      { id: 'entries', kind: 'count' },
      { id: 'exits', kind: 'count' },
    ],
  },
};

/** The screen of a report: its path is its spec name (/dailyreport). */
export function reportPath(report: ReportName): string {
  return `/${report}`;
}

/** Whether the app has the report's screen (its route and words). */
export function hasReportScreen(report: ReportName): report is ScreenedReport {
  return (SCREENED_REPORTS as readonly ReportName[]).includes(report);
}

/** What the screen adds to a report, for one the app has a screen for. */
export function reportScreenOf(report: ReportName): ReportScreenSettings | undefined {
  return hasReportScreen(report) ? REPORT_SCREENS[report] : undefined;
}
