import type { VisitRecorded, VisitZone, VisitZoneStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { zoneNameIn } from './zone-name.ts';

const LEVEL_TONE: Record<VisitZoneStatus['level'], string> = {
  ok: 'border-green-300 bg-green-50 text-green-950',
  alert: 'border-amber-400 bg-amber-50 text-amber-950',
  full: 'border-red-400 bg-red-50 text-red-950',
};

/** The gate's answer beside its form: the refusal, what was recorded, or how full the zone is. */
export function GateAnswer({
  record,
  zone,
}: {
  record: { isError: boolean; error: unknown; data: VisitRecorded | undefined };
  zone: VisitZone | undefined;
}) {
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      {record.isError ? <ErrorMessage error={record.error} /> : null}
      {record.data && !record.isError ? (
        <ZoneResult recorded={record.data} />
      ) : zone ? (
        <ZoneNow zone={zone} />
      ) : null}
    </div>
  );
}

/** How full the gate's zone is before anything is recorded here. */
export function ZoneNow({ zone }: { zone: VisitZone }) {
  const { t, i18n } = useTranslation();
  const level = zone.inside >= zone.capacity ? 'full' : zone.inside >= zone.alertThreshold ? 'alert' : 'ok';
  return (
    <p
      data-testid="zone-now"
      data-level={level}
      className={`rounded-xl border-2 p-4 text-base ${LEVEL_TONE[level]}`}
    >
      {t('visits.gate.insideNow', {
        inside: zone.inside.toLocaleString('en-IN'),
        capacity: zone.capacity.toLocaleString('en-IN'),
        zone: zoneNameIn(i18n.language, zone),
      })}
    </p>
  );
}

/** What the gate just recorded, and how full the zone is now (amber from its threshold, red when full). */
export function ZoneResult({ recorded }: { recorded: VisitRecorded }) {
  const { t, i18n } = useTranslation();
  const { zone } = recorded;
  return (
    <div
      role="status"
      data-testid="visit-recorded"
      data-level={zone.level}
      className={`flex flex-col gap-1 rounded-xl border-2 p-4 ${LEVEL_TONE[zone.level]}`}
    >
      <p className="text-lg font-semibold">
        {t(recorded.direction === 'in' ? 'visits.gate.recordedIn' : 'visits.gate.recordedOut', {
          count: recorded.people,
          who: recorded.who ?? '',
        })}
      </p>
      {recorded.visit?.minutesInside !== null && recorded.visit?.minutesInside !== undefined ? (
        <p>{t('visits.gate.minutesInside', { count: recorded.visit.minutesInside })}</p>
      ) : null}
      <p className="text-base">
        {t('visits.gate.insideNow', {
          inside: zone.inside.toLocaleString('en-IN'),
          capacity: zone.capacity.toLocaleString('en-IN'),
          zone: zoneNameIn(i18n.language, zone),
        })}
      </p>
      {zone.level !== 'ok' ? (
        <p className="font-semibold">
          {t(zone.level === 'full' ? 'visits.level.full' : 'visits.level.alert')}
        </p>
      ) : null}
    </div>
  );
}
