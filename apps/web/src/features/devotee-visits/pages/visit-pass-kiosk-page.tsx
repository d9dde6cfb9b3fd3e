import { MobileSchema, VISIT_MAX_PEOPLE, type VisitPass, type VisitZone } from '@nivedya/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../app/layout/language-switch.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { useIssuePass } from '../api/visit-passes.ts';
import { PassCard } from '../components/pass-card.tsx';
import { WithVisitSettings } from '../components/with-visit-settings.tsx';
import { zoneNameIn } from '../components/zone-name.ts';

/** How long a pass stays on the kiosk for its devotee to photograph or scan before the next one. */
const SHOW_PASS_SECONDS = 45;

function PassShown({ pass, onDone }: { pass: VisitPass; onDone: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(SHOW_PASS_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) onDone();
  }, [left, onDone]);
  return (
    <div className="flex flex-col gap-4">
      <PassCard pass={pass} />
      <p className="text-center text-lg text-stone-800">{t('visits.kiosk.keepPass')}</p>
      <Button className="min-h-14 text-xl" onClick={onDone}>
        {t('visits.kiosk.done', { seconds: Math.max(left, 0) })}
      </Button>
    </div>
  );
}

function Kiosk({ templeId, zones }: { templeId: number; zones: readonly VisitZone[] }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const issue = useIssuePass(templeId);
  const [zoneId, setZoneId] = useState(zones[0]?.id ?? 0);
  const [people, setPeople] = useState(1);
  const [mobile, setMobile] = useState('');
  const [pass, setPass] = useState<VisitPass | null>(null);
  const mobileError = mobile.trim() !== '' && !MobileSchema.safeParse(mobile).success;
  if (zones.length === 0) return <p className="text-xl text-stone-800">{t('visits.kiosk.noZones')}</p>;
  if (pass) {
    return (
      <PassShown
        pass={pass}
        onDone={() => {
          setPass(null);
          setPeople(1);
          setMobile('');
          issue.reset();
        }}
      />
    );
  }
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (mobileError) return;
        issue.mutate(
          { zoneId, people, ...(mobile.trim() ? { mobile: mobile.trim() } : {}) },
          { onSuccess: setPass },
        );
      }}
    >
      {zones.length > 1 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-xl font-semibold text-stone-900">{t('visits.kiosk.where')}</legend>
          {zones.map((zone) => (
            <label
              key={zone.id}
              className="flex min-h-16 cursor-pointer items-center gap-4 rounded-2xl border-2 border-stone-300 bg-white px-5 text-2xl has-checked:border-orange-800 has-checked:bg-orange-50"
            >
              <input
                type="radio"
                name="zone"
                className="size-6 accent-orange-800"
                checked={zoneId === zone.id}
                onChange={() => setZoneId(zone.id)}
              />
              {zoneNameIn(i18n.language, zone)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-semibold text-stone-900">{t('visits.kiosk.howMany')}</legend>
        <div className="flex items-center justify-center gap-6">
          <Button
            variant="secondary"
            className="size-16 text-3xl"
            aria-label={t('visits.kiosk.fewer')}
            disabled={people <= 1}
            onClick={() => setPeople((count) => Math.max(1, count - 1))}
          >
            −
          </Button>
          <output className="w-20 text-center text-5xl font-bold tabular-nums" aria-live="polite">
            {people}
          </output>
          <Button
            variant="secondary"
            className="size-16 text-3xl"
            aria-label={t('visits.kiosk.more')}
            disabled={people >= VISIT_MAX_PEOPLE}
            onClick={() => setPeople((count) => Math.min(VISIT_MAX_PEOPLE, count + 1))}
          >
            +
          </Button>
        </div>
      </fieldset>
      <TextField
        label={t('visits.passes.mobile')}
        hint={t('visits.kiosk.mobileHint')}
        inputMode="tel"
        autoComplete="off"
        className="text-2xl"
        value={mobile}
        error={mobileError ? t('visits.kiosk.mobileInvalid') : undefined}
        onChange={(event) => setMobile(event.target.value)}
      />
      {issue.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-lg text-red-800">
          {errorText(issue.error)}
        </p>
      ) : null}
      <Button type="submit" className="min-h-16 text-2xl" isBusy={issue.isPending}>
        {t('visits.kiosk.take')}
      </Button>
    </form>
  );
}

/**
 * The entrance kiosk (issue #16): a touch screen, signed in by a gate clerk, where devotees take a
 * walk-in pass themselves — the zone, how many, a mobile if they want the SMS — and see it to photograph
 * or scan, until the next devotee.
 */
export default function VisitPassKioskPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="min-h-dvh bg-orange-50 px-4 py-6">
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-serif text-3xl font-bold text-orange-950">{t('visits.kiosk.title')}</h1>
          <LanguageSwitch />
        </header>
        <StaffTemple>
          {(templeId) => (
            <WithVisitSettings templeId={templeId}>
              {(settings) => (
                <Kiosk templeId={templeId} zones={settings.zones.filter((zone) => zone.isActive)} />
              )}
            </WithVisitSettings>
          )}
        </StaffTemple>
      </div>
    </main>
  );
}
