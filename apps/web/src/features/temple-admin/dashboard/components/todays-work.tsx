import type { TempleDashboard, TempleFeatures, TempleRight } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface WorkBox {
  to: string;
  titleKey: string;
  hintKey: string;
  /** A figure that says how much is waiting there (approvals, sevas), when the dashboard has one. */
  count?: number;
}

/**
 * The day's work, in the order a clerk meets it: each box only for users holding its right (the
 * server refuses the rest anyway), the queue and visit gates only at temples that run them.
 */
export function todaysWork(
  data: TempleDashboard,
  can: (right: TempleRight) => boolean,
  features: TempleFeatures | undefined,
): WorkBox[] {
  const boxes: (WorkBox | false)[] = [
    can('billing') && {
      to: '/counter-billing',
      titleKey: 'nav.counterBilling',
      hintKey: 'templeDash.work.counter',
    },
    can('approvals') && {
      to: '/pre-booking-report',
      titleKey: 'templeDash.work.approvals',
      hintKey: 'templeDash.work.approvalsHint',
      // The pre-bookings, which this box opens; vazhipads have their own line under "Waiting".
      count: data.pendingApprovals.preBookings,
    },
    {
      to: '#sevas-today',
      titleKey: 'templeDash.toPerform',
      hintKey: 'templeDash.work.toPerformHint',
      count: data.sevasToPerform.quantity,
    },
    can('gate') &&
      features?.isVirtualQueue === true && {
        to: '/virtual-queue-slot-checking',
        titleKey: 'nav.queueGate',
        hintKey: 'templeDash.work.queue',
      },
    can('gate') &&
      features?.isDevoteeVisit === true && {
        to: '/devotee-visit-in',
        titleKey: 'nav.visitIn',
        hintKey: 'templeDash.work.visits',
      },
    can('reports.read') && {
      to: '/transactionreports',
      titleKey: 'nav.reports',
      hintKey: 'templeDash.work.reports',
    },
  ];
  return boxes.filter((box): box is WorkBox => box !== false);
}

export function TodaysWork({ boxes }: { boxes: readonly WorkBox[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="todays-work">
      <h2 id="todays-work" className="mb-2 font-serif text-lg font-bold text-orange-950">
        {t('templeDash.work.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {boxes.map((box) => {
          const className =
            'flex h-full min-h-24 flex-col gap-1 rounded-xl border border-orange-800/20 bg-white p-4 shadow-sm hover:border-orange-800/50 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700';
          const body = (
            <>
              {/* The count wraps under a title too long for the line (Tamil, Telugu, Kannada), so a word
                  is never cut in two. */}
              <span className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
                <span className="min-w-0 font-semibold break-words text-orange-950">{t(box.titleKey)}</span>
                {box.count === undefined ? null : (
                  <span className="shrink-0 rounded-full bg-orange-100 px-2.5 py-0.5 text-sm font-bold text-orange-900">
                    {box.count}
                  </span>
                )}
              </span>
              <span className="text-sm break-words text-stone-600">{t(box.hintKey)}</span>
            </>
          );
          return (
            <li key={box.to} className="min-w-0">
              {box.to.startsWith('#') ? (
                <button
                  type="button"
                  className={`${className} w-full text-left`}
                  onClick={() =>
                    document.getElementById(box.to.slice(1))?.scrollIntoView({ behavior: 'smooth' })
                  }
                >
                  {body}
                </button>
              ) : (
                <Link to={box.to} className={className}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
