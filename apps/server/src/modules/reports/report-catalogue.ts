import {
  dailyWiseReport,
  dakshinaReport,
  deityWiseReport,
  groupWiseReport,
  sevaWiseReport,
} from './collection-reports.ts';
import { consolidatedReport } from './consolidated-report.ts';
import { dailyReport } from './daily-report.ts';
import { gstReport, paymentFailedReport, paymentPendingReport } from './money-reports.ts';
import { enquiryReport, pendingNotificationReport, smsReport } from './people-reports.ts';
import { performancePriestReport, performanceReport } from './performance-reports.ts';
import { postageReport } from './postage-report.ts';
import { referralReport } from './referral-report.ts';
import type { ReportDefinition } from './report-definition.ts';
import { settlementReport } from './settlement-report.ts';
import { visitConsolidatedReport, visitDetailedReport } from './visit-reports.ts';

/** Every report built, in the order transactionreports lists them within a group. */
export const REPORTS: readonly ReportDefinition[] = [
  dailyReport,
  dailyWiseReport,
  sevaWiseReport,
  deityWiseReport,
  groupWiseReport,
  consolidatedReport,
  dakshinaReport,
  performanceReport,
  performancePriestReport,
  postageReport,
  settlementReport,
  gstReport,
  paymentFailedReport,
  paymentPendingReport,
  referralReport,
  enquiryReport,
  pendingNotificationReport,
  smsReport,
  visitDetailedReport,
  visitConsolidatedReport,
];
