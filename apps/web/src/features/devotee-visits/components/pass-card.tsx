import { formatInstantTime, type VisitPass } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { QrCode } from '../../../ui/qr-code.tsx';
import { passUrl } from '../api/visit-passes.ts';
import { zoneNameIn } from './zone-name.ts';

const TONE: Record<VisitPass['status'], string> = {
  waiting: 'border-amber-400 bg-amber-50',
  called: 'border-green-600 bg-green-50',
  entered: 'border-stone-300 bg-white',
  cancelled: 'border-stone-300 bg-stone-50',
};

/** What a pass tells its devotee now: go in, wait (and until about when), used or cancelled. */
export function PassState({ pass }: { pass: VisitPass }) {
  const { t, i18n } = useTranslation();
  const zone = zoneNameIn(i18n.language, { name: pass.zoneName, nameNarration: pass.zoneNameNarration });
  if (pass.status === 'cancelled') return <p>{t('visits.passes.cancelledText')}</p>;
  if (pass.status === 'entered')
    return <p>{t('visits.passes.usedText', { time: formatInstantTime(pass.enteredAt) })}</p>;
  if (!pass.isToday) return <p>{t('visits.passes.otherDay', { date: formatDisplayDate(pass.date) })}</p>;
  if (pass.status === 'called') {
    return (
      <>
        <p className="text-2xl font-bold text-green-800">{t('visits.passes.goNow')}</p>
        <p>{t('visits.passes.showAtGate', { zone })}</p>
      </>
    );
  }
  return (
    <>
      <p className="text-2xl font-bold text-amber-800">{t('visits.passes.wait')}</p>
      <p>
        {pass.expectedAt
          ? t('visits.passes.expectedAt', { time: formatInstantTime(pass.expectedAt) })
          : t('visits.passes.noProjection')}
      </p>
      {pass.peopleAhead ? <p>{t('visits.passes.peopleAhead', { count: pass.peopleAhead })}</p> : null}
    </>
  );
}

/** A walk-in pass as printed and as its devotee sees it: its number, zone, party, state and QR. */
export function PassCard({ pass }: { pass: VisitPass }) {
  const { t, i18n } = useTranslation();
  const zone = zoneNameIn(i18n.language, { name: pass.zoneName, nameNarration: pass.zoneNameNarration });
  return (
    <section
      data-testid="walk-in-pass"
      data-status={pass.status}
      aria-label={t('visits.passes.number', { number: pass.number })}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 p-5 text-center ${TONE[pass.status]}`}
    >
      <p className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{pass.templeName}</p>
      <p className="font-serif text-lg text-orange-950">{t('visits.passes.walkInPass')}</p>
      <p className="text-6xl font-bold tabular-nums text-orange-950" data-testid="pass-number">
        {pass.number}
      </p>
      <p className="text-lg text-stone-800">
        {zone} · {t('visits.passes.partyOf', { count: pass.people })}
      </p>
      <div className="flex flex-col gap-1 text-stone-800" aria-live="polite">
        <PassState pass={pass} />
      </div>
      {pass.isToday && (pass.status === 'waiting' || pass.status === 'called') ? (
        <QrCode
          text={passUrl(pass.token)}
          width={220}
          label={t('visits.passes.qrLabel', { number: pass.number })}
        />
      ) : null}
      <p className="text-sm text-stone-600">
        {formatDisplayDate(pass.date)} ·{' '}
        {t('visits.passes.issuedAt', { time: formatInstantTime(pass.issuedAt) })}
      </p>
    </section>
  );
}
