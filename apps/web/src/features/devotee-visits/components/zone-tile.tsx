import { formatInstantTime, type VisitZoneLive } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { zoneNameIn } from './zone-name.ts';

const TONE: Record<VisitZoneLive['level'], { card: string; bar: string }> = {
  ok: { card: 'border-green-300 bg-white', bar: 'bg-green-600' },
  alert: { card: 'border-amber-400 bg-amber-50', bar: 'bg-amber-500' },
  full: { card: 'border-red-500 bg-red-50', bar: 'bg-red-600' },
};

/** The day's quarter-hour peaks as a line, against the zone's capacity. */
function Trend({ zone }: { zone: VisitZoneLive }) {
  const { t } = useTranslation();
  if (zone.trend.length < 2) return null;
  const width = 300;
  const height = 60;
  const top = Math.max(zone.capacity, ...zone.trend.map((point) => point.inside));
  const x = (index: number) => (index / (zone.trend.length - 1)) * width;
  const y = (inside: number) => height - (inside / top) * height;
  const points = zone.trend
    .map((point, index) => `${x(index).toFixed(1)},${y(point.inside).toFixed(1)}`)
    .join(' ');
  const first = zone.trend[0]?.time ?? '';
  const last = zone.trend.at(-1)?.time ?? '';
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-16 w-full"
        role="img"
        aria-label={t('visits.live.trendLabel', { zone: zone.name, first, last, peak: zone.peakToday })}
        preserveAspectRatio="none"
      >
        <line
          x1="0"
          x2={width}
          y1={y(zone.alertThreshold)}
          y2={y(zone.alertThreshold)}
          className="stroke-amber-500"
          strokeDasharray="4 4"
        />
        <polyline
          points={points}
          fill="none"
          className="stroke-orange-900"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex justify-between text-xs text-stone-600">
        <span>{first}</span>
        <span>{t('visits.live.peak', { peak: zone.peakToday.toLocaleString('en-IN') })}</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}

/** The walk-in passes to call out across the hall, and the queue behind them. */
function ZonePasses({ passes }: { passes: VisitZoneLive['passes'] }) {
  const { t } = useTranslation();
  if (passes.issuedToday === 0) return null;
  return (
    <div className="flex flex-col gap-1 border-t border-stone-200 pt-3" data-testid="live-passes">
      <h3 className="text-sm font-semibold text-stone-700">{t('visits.live.passesTitle')}</h3>
      {passes.calling.length > 0 ? (
        <p className="text-2xl font-bold text-green-800" aria-live="polite">
          {t('visits.live.passesCalling', { numbers: passes.calling.join(', ') })}
        </p>
      ) : null}
      <p className="text-base text-stone-800">
        {passes.waitingPasses === 0
          ? t('visits.live.passesNone')
          : `${t('visits.live.passesWaiting', { count: passes.waitingPasses })} · ${t('visits.passes.partyOf', { count: passes.waitingPeople })}`}
      </p>
      {passes.nextNumber !== null ? (
        <p className="text-base text-stone-800">
          {passes.nextExpectedAt
            ? t('visits.live.passesNext', {
                number: passes.nextNumber,
                time: formatInstantTime(passes.nextExpectedAt),
              })
            : t('visits.live.passesNextNoTime', { number: passes.nextNumber })}
        </p>
      ) : null}
    </div>
  );
}

/** One zone on the live screen: big enough to read across a hall. */
export function ZoneTile({ zone, recentMinutes }: { zone: VisitZoneLive; recentMinutes: number }) {
  const { t, i18n } = useTranslation();
  const name = zoneNameIn(i18n.language, zone);
  const percent = Math.min(100, Math.round((zone.inside / zone.capacity) * 100));
  return (
    <section
      data-testid="live-zone"
      data-level={zone.level}
      aria-label={name}
      className={`flex flex-col gap-3 rounded-2xl border-2 p-5 shadow-sm ${TONE[zone.level].card}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-serif text-2xl font-bold text-orange-950">{name}</h2>
        {zone.level !== 'ok' ? (
          <span
            role="alert"
            className={`rounded-full px-3 py-1 text-sm font-bold text-white ${TONE[zone.level].bar}`}
          >
            {t(zone.level === 'full' ? 'visits.live.full' : 'visits.live.crowded')}
          </span>
        ) : null}
      </div>
      <p className="text-stone-900">
        <span className="text-5xl font-bold tabular-nums" data-testid="live-inside">
          {zone.inside.toLocaleString('en-IN')}
        </span>
        <span className="ml-2 text-xl text-stone-700">
          {t('visits.live.ofCapacity', { capacity: zone.capacity.toLocaleString('en-IN') })}
        </span>
      </p>
      <div className="h-3 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        <div className={`h-full ${TONE[zone.level].bar}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="text-base text-stone-800">
        {t('visits.live.recent', {
          minutes: recentMinutes,
          entries: zone.entriesRecent.toLocaleString('en-IN'),
          exits: zone.exitsRecent.toLocaleString('en-IN'),
        })}
      </p>
      <p className="text-sm text-stone-600">
        {t('visits.live.threshold', { threshold: zone.alertThreshold.toLocaleString('en-IN') })}
      </p>
      <Trend zone={zone} />
      <ZonePasses passes={zone.passes} />
    </section>
  );
}
