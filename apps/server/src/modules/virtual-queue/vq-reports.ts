import {
  formatDisplayDate,
  formatInstantDateTime,
  type VqBookingStatus,
  type VqConsolidatedReport,
  type VqDailyReport,
  type VqDetailedReport,
  type VqDetailedReportQuery,
  type VqDevoteeReport,
  type VqReportCounts,
  type VqReportQuery,
  type VqSummaryReport,
} from '@nivedya/domain';
import {
  type ExportColumn,
  type ExportFile,
  exportTable,
  type ReportAnswer,
} from '../../lib/report-files.ts';
import { type DaySlot, datesBetween, daySlots, toTemplateFacts } from './vq-day-slots.ts';
import type { VqDeps } from './vq-deps.ts';
import { loadSettings } from './vq-settings.ts';
import { selectActiveTemplates } from './vq-settings-repository.ts';
import { selectBlockedDates } from './vq-slots-repository.ts';
import {
  type SlotStatsRow,
  selectDetailedRows,
  selectDevoteeRows,
  selectSlotStats,
} from './vq-stats-repository.ts';
import { getVqTemple, type VqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-report (per date), virtual-queue-daily-report (per date and slot),
 * virtual-queue-consolidated-report (per slot over the range), virtual-queue-detailed-report (per
 * booking) and detailed-virtual-queue-devotee-report (per devotee). Counts are devotees; a slot of a
 * date nobody booked counts with the capacity the plan gives it. Each report is JSON, or a CSV or XLSX
 * file with the same rows and its totals.
 */

type Deps = Pick<VqDeps, 'db' | 'now'>;

const ZERO: VqReportCounts = { capacity: 0, bookings: 0, booked: 0, admitted: 0, noShows: 0, cancelled: 0 };

function countsOf(slot: DaySlot<SlotStatsRow>): VqReportCounts {
  return {
    capacity: slot.capacity,
    bookings: slot.row?.bookings ?? 0,
    booked: slot.booked,
    admitted: slot.row?.admitted ?? 0,
    noShows: slot.row?.noShows ?? 0,
    cancelled: slot.row?.cancelled ?? 0,
  };
}

function add(a: VqReportCounts, b: VqReportCounts): VqReportCounts {
  return {
    capacity: a.capacity + b.capacity,
    bookings: a.bookings + b.bookings,
    booked: a.booked + b.booked,
    admitted: a.admitted + b.admitted,
    noShows: a.noShows + b.noShows,
    cancelled: a.cancelled + b.cancelled,
  };
}

async function rangeSlots(deps: Deps, temple: VqTemple, query: VqReportQuery) {
  const now = deps.now();
  const settings = await loadSettings(deps.db, temple.id);
  const [templates, rows, blocked] = await Promise.all([
    selectActiveTemplates(deps.db, temple.id, query.from, query.to),
    selectSlotStats(deps.db, {
      templeId: temple.id,
      from: query.from,
      to: query.to,
      now,
      graceMinutes: settings.graceMinutes,
    }),
    selectBlockedDates(deps.db, temple.id, query.from, query.to),
  ]);
  const facts = templates.map(toTemplateFacts);
  const blocks = new Map(blocked.map((row) => [row.blockDate, { reason: row.reason }]));
  return datesBetween(query.from, query.to).map((date) => ({
    date,
    slots: daySlots(date, facts, rows, blocks.get(date) ?? null),
  }));
}

const countColumns = <T extends VqReportCounts>(): ExportColumn<T>[] => [
  { header: 'Capacity', value: (row) => row.capacity, width: 10 },
  { header: 'Bookings', value: (row) => row.bookings, width: 10 },
  { header: 'Devotees booked', value: (row) => row.booked, width: 16 },
  { header: 'Admitted', value: (row) => row.admitted, width: 10 },
  { header: 'No-shows', value: (row) => row.noShows, width: 10 },
  { header: 'Cancelled', value: (row) => row.cancelled, width: 10 },
];

const fileName = (kind: string, query: { from: string; to: string }) =>
  `virtual-queue-${kind}-${query.from}-to-${query.to}`;

export async function summaryReport(
  deps: Deps,
  templeId: number,
  query: VqReportQuery,
): Promise<ReportAnswer<VqSummaryReport>> {
  const temple = await getVqTemple(deps.db, templeId);
  const days = await rangeSlots(deps, temple, query);
  const rows = days.map((day) => ({
    date: day.date,
    slots: day.slots.length,
    ...day.slots.map(countsOf).reduce(add, ZERO),
  }));
  const totals = { slots: rows.reduce((sum, row) => sum + row.slots, 0), ...rows.reduce(add, ZERO) };
  if (query.format === 'json')
    return { kind: 'json', body: { from: query.from, to: query.to, rows, totals } };
  return file(query.format, {
    name: fileName('report', query),
    sheet: 'Virtual queue',
    columns: [
      { header: 'Date', value: (row) => (row.date ? formatDisplayDate(row.date) : 'Total'), width: 13 },
      { header: 'Slots', value: (row) => row.slots, width: 8 },
      ...countColumns(),
    ],
    rows,
    totals: { date: '', ...totals },
  });
}

export async function dailyReport(
  deps: Deps,
  templeId: number,
  query: VqReportQuery,
): Promise<ReportAnswer<VqDailyReport>> {
  const temple = await getVqTemple(deps.db, templeId);
  const days = await rangeSlots(deps, temple, query);
  const rows = days.flatMap((day) =>
    day.slots.map((slot) => ({
      date: day.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      isBlocked: slot.isBlocked,
      ...countsOf(slot),
    })),
  );
  const totals = rows.reduce(add, ZERO);
  if (query.format === 'json')
    return { kind: 'json', body: { from: query.from, to: query.to, rows, totals } };
  return file(query.format, {
    name: fileName('daily-report', query),
    sheet: 'Daily',
    columns: [
      { header: 'Date', value: (row) => (row.date ? formatDisplayDate(row.date) : 'Total'), width: 13 },
      {
        header: 'Slot',
        value: (row) => (row.startTime ? `${row.startTime} – ${row.endTime}` : ''),
        width: 14,
      },
      { header: 'Blocked', value: (row) => (row.date ? (row.isBlocked ? 'Yes' : 'No') : ''), width: 9 },
      ...countColumns(),
    ],
    rows,
    totals: { date: '', startTime: '', endTime: '', isBlocked: false, ...totals },
  });
}

export async function consolidatedReport(
  deps: Deps,
  templeId: number,
  query: VqReportQuery,
): Promise<ReportAnswer<VqConsolidatedReport>> {
  const temple = await getVqTemple(deps.db, templeId);
  const days = await rangeSlots(deps, temple, query);
  const bySlot = new Map<
    string,
    { startTime: string; endTime: string; days: number; counts: VqReportCounts }
  >();
  for (const day of days) {
    for (const slot of day.slots) {
      const key = `${slot.startTime}-${slot.endTime}`;
      const entry = bySlot.get(key) ?? {
        startTime: slot.startTime,
        endTime: slot.endTime,
        days: 0,
        counts: ZERO,
      };
      bySlot.set(key, { ...entry, days: entry.days + 1, counts: add(entry.counts, countsOf(slot)) });
    }
  }
  const utilisation = (counts: VqReportCounts) =>
    counts.capacity === 0 ? 0 : Math.round((counts.booked / counts.capacity) * 1000) / 10;
  const rows = [...bySlot.values()]
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime))
    .map((entry) => ({
      startTime: entry.startTime,
      endTime: entry.endTime,
      days: entry.days,
      ...entry.counts,
      utilisation: utilisation(entry.counts),
    }));
  const sum = rows.reduce(add, ZERO);
  const totals = { ...sum, utilisation: utilisation(sum) };
  if (query.format === 'json')
    return { kind: 'json', body: { from: query.from, to: query.to, rows, totals } };
  return file(query.format, {
    name: fileName('consolidated-report', query),
    sheet: 'Consolidated',
    columns: [
      {
        header: 'Slot',
        value: (row) => (row.startTime ? `${row.startTime} – ${row.endTime}` : 'Total'),
        width: 14,
      },
      { header: 'Days', value: (row) => (row.startTime ? row.days : null), width: 8 },
      ...countColumns(),
      { header: 'Utilisation %', value: (row) => row.utilisation, width: 13 },
    ],
    rows,
    totals: { startTime: '', endTime: '', days: 0, ...totals },
  });
}

/** Export files carry every row; a range's bookings are bounded by its slots' capacity. */
const EXPORT_PAGE = null;

/** The booking-level reports (detailed, devotee) filter alike: dates, status, the no-show grace, a page. */
async function bookingRowFilter(deps: Deps, templeId: number, query: VqDetailedReportQuery) {
  const temple = await getVqTemple(deps.db, templeId);
  const settings = await loadSettings(deps.db, templeId);
  const filter = {
    templeId,
    from: query.from,
    to: query.to,
    status: query.status,
    now: deps.now(),
    graceMinutes: settings.graceMinutes,
    page: query.format === 'json' ? { offset: query.offset, limit: query.limit } : EXPORT_PAGE,
  };
  return { temple, filter };
}

interface SlotFields {
  queueNumber: string;
  date: string;
  startTime: string;
  endTime: string;
}

function slotFields(row: {
  queue_number: string;
  date: string;
  start_time: string;
  end_time: string;
}): SlotFields {
  return {
    queueNumber: row.queue_number,
    date: row.date,
    startTime: row.start_time.slice(0, 5),
    endTime: row.end_time.slice(0, 5),
  };
}

const slotColumns = <T extends SlotFields>(): ExportColumn<T>[] => [
  { header: 'Queue number', value: (row) => row.queueNumber, width: 24 },
  { header: 'Date', value: (row) => formatDisplayDate(row.date), width: 13 },
  { header: 'Slot', value: (row) => `${row.startTime} – ${row.endTime}`, width: 14 },
];

export async function detailedReport(
  deps: Deps,
  templeId: number,
  query: VqDetailedReportQuery,
): Promise<ReportAnswer<VqDetailedReport>> {
  const { temple, filter } = await bookingRowFilter(deps, templeId, query);
  const { rows, totals } = await selectDetailedRows(deps.db, filter);
  const items = rows.map((row) => ({
    ...slotFields(row),
    leadName: row.lead_name,
    mobile: row.mobile,
    partySize: row.party_size,
    status: row.status as VqBookingStatus,
    bookedAt: new Date(row.created_at).toISOString(),
    admittedAt: row.admitted_at === null ? null : new Date(row.admitted_at).toISOString(),
    admittedGate: row.admitted_gate,
    admittedByName: row.admitted_by_name,
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
    answers: row.answers,
  }));
  const { total, ...counts } = totals;
  if (query.format === 'json') {
    return { kind: 'json', body: { from: query.from, to: query.to, rows: items, total, totals: counts } };
  }
  const at = (iso: string | null) => (iso === null ? null : formatInstantDateTime(iso, temple.timeZone));
  return file(query.format, {
    name: fileName('detailed-report', query),
    sheet: 'Bookings',
    columns: [
      ...slotColumns(),
      { header: 'Name', value: (row) => row.leadName, width: 22 },
      { header: 'Mobile', value: (row) => row.mobile, width: 13 },
      { header: 'Devotees', value: (row) => row.partySize, width: 9 },
      { header: 'Status', value: (row) => row.status, width: 10 },
      { header: 'Booked at', value: (row) => at(row.bookedAt), width: 18 },
      { header: 'Admitted at', value: (row) => at(row.admittedAt), width: 18 },
      { header: 'Gate', value: (row) => row.admittedGate, width: 12 },
      { header: 'Admitted by', value: (row) => row.admittedByName, width: 16 },
      { header: 'Cancelled at', value: (row) => at(row.cancelledAt), width: 18 },
      { header: 'Answers', value: (row) => row.answers, width: 40 },
    ],
    rows: items,
  });
}

export async function devoteeReport(
  deps: Deps,
  templeId: number,
  query: VqDetailedReportQuery,
): Promise<ReportAnswer<VqDevoteeReport>> {
  const { temple, filter } = await bookingRowFilter(deps, templeId, query);
  const { rows, totals } = await selectDevoteeRows(deps.db, filter);
  const items = rows.map((row) => ({
    ...slotFields(row),
    name: row.name,
    age: row.age,
    idProofType: row.id_proof_type,
    idProofNumber: row.id_proof_number,
    mobile: row.mobile,
    status: row.status as VqBookingStatus,
    admittedAt: row.admitted_at === null ? null : new Date(row.admitted_at).toISOString(),
  }));
  const { total, ...counts } = totals;
  if (query.format === 'json') {
    return { kind: 'json', body: { from: query.from, to: query.to, rows: items, total, totals: counts } };
  }
  return file(query.format, {
    name: fileName('devotee-report', query),
    sheet: 'Devotees',
    columns: [
      ...slotColumns(),
      { header: 'Name', value: (row) => row.name, width: 22 },
      { header: 'Age', value: (row) => row.age, width: 6 },
      { header: 'ID proof', value: (row) => row.idProofType, width: 14 },
      { header: 'ID number', value: (row) => row.idProofNumber, width: 18 },
      { header: 'Mobile', value: (row) => row.mobile, width: 13 },
      { header: 'Status', value: (row) => row.status, width: 10 },
      {
        header: 'Admitted at',
        value: (row) => (row.admittedAt ? formatInstantDateTime(row.admittedAt, temple.timeZone) : null),
        width: 18,
      },
    ],
    rows: items,
  });
}

async function file<T>(
  format: 'csv' | 'xlsx',
  table: Parameters<typeof exportTable<T>>[1],
): Promise<{ kind: 'file'; file: ExportFile }> {
  return { kind: 'file', file: await exportTable(format, table) };
}
