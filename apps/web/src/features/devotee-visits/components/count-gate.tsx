import { VisitType, type VisitZone } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useRecordMovement, type VisitWay } from '../api/record-movement.ts';
import { useVisitSettings } from '../api/visit-settings.ts';
import { readVisitGate } from '../visit-type.ts';
import { GatePicker, gatesFor } from './gate-picker.tsx';
import { GateAnswer } from './zone-result.tsx';

const QUICK_COUNTS = [1, 2, 5, 10] as const;

/**
 * spec devotee-in / devotee-out: a tally at a gate. Each tap records that many devotees in (or out) at
 * once; an exit of more than are inside is refused and says how many are.
 */
export function CountGate({ templeId, way }: { templeId: number; way: VisitWay }) {
  const { t } = useTranslation();
  const settings = useVisitSettings(templeId);
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data.isDevoteeVisit) return <Notice>{t('visits.gate.featureOff')}</Notice>;
  const gates = gatesFor(settings.data.gates, way);
  if (gates.length === 0 || !settings.data.visitTypes.includes(VisitType.DevoteeCount)) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p>
          {t(
            gates.length === 0
              ? way === 'in'
                ? 'visits.gate.noEntryGate'
                : 'visits.gate.noExitGate'
              : 'visits.count.notUsed',
          )}
        </p>
        <ButtonLink to="/devotee-visit-settings" variant="secondary">
          {t('visits.settings.title')}
        </ButtonLink>
      </Card>
    );
  }
  return <Tally templeId={templeId} way={way} gates={gates} zones={settings.data.zones} />;
}

function Tally({
  templeId,
  way,
  gates,
  zones,
}: {
  templeId: number;
  way: VisitWay;
  gates: ReturnType<typeof gatesFor>;
  zones: readonly VisitZone[];
}) {
  const { t } = useTranslation();
  const remembered = readVisitGate(way);
  const [gateId, setGateId] = useState(gates.find((gate) => gate.id === remembered)?.id ?? gates[0]?.id ?? 0);
  const [other, setOther] = useState('');
  const record = useRecordMovement(templeId, way);
  const zone = zones.find((each) => each.id === gates.find((gate) => gate.id === gateId)?.zoneId);
  const count = (people: number) =>
    record.mutate({ gateId, type: VisitType.DevoteeCount, people }, { onSuccess: () => setOther('') });
  const otherCount = Number(other);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="flex flex-col gap-4">
        <GatePicker way={way} gates={gates} value={gateId} onChange={setGateId} />
        <div className="grid grid-cols-2 gap-3">
          {QUICK_COUNTS.map((people) => (
            <Button
              key={people}
              className="min-h-16 text-2xl"
              isBusy={record.isPending && record.variables?.people === people}
              onClick={() => count(people)}
            >
              {way === 'in' ? `+${people}` : `−${people}`}
            </Button>
          ))}
        </div>
        <form
          className="flex items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (Number.isInteger(otherCount) && otherCount > 0) count(otherCount);
          }}
        >
          <div className="flex-1">
            <TextField
              label={t('visits.count.other')}
              value={other}
              inputMode="numeric"
              onChange={(event) => setOther(event.target.value)}
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            disabled={!(Number.isInteger(otherCount) && otherCount > 0)}
          >
            {t(way === 'in' ? 'visits.count.countIn' : 'visits.count.countOut')}
          </Button>
        </form>
      </Card>
      <GateAnswer record={record} zone={zone} />
    </div>
  );
}
