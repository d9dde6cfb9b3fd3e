import { VisitType, type VisitZone } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { useRecordMovement, type VisitWay } from '../api/record-movement.ts';
import { readVisitGate } from '../visit-type.ts';
import { GatePicker, gatesFor } from './gate-picker.tsx';
import { VisitSetupNeeded, WithVisitSettings } from './with-visit-settings.tsx';
import { GateAnswer } from './zone-result.tsx';

const QUICK_COUNTS = [1, 2, 5, 10] as const;

/**
 * spec devotee-in / devotee-out: a tally at a gate. Each tap records that many devotees in (or out) at
 * once; an exit of more than are inside is refused and says how many are.
 */
export function CountGate({ templeId, way }: { templeId: number; way: VisitWay }) {
  const { t } = useTranslation();
  return (
    <WithVisitSettings templeId={templeId}>
      {(settings) => {
        const gates = gatesFor(settings.gates, way);
        if (gates.length === 0) {
          return (
            <VisitSetupNeeded>
              {t(way === 'in' ? 'visits.gate.noEntryGate' : 'visits.gate.noExitGate')}
            </VisitSetupNeeded>
          );
        }
        if (!settings.visitTypes.includes(VisitType.DevoteeCount)) {
          return <VisitSetupNeeded>{t('visits.count.notUsed')}</VisitSetupNeeded>;
        }
        return <Tally templeId={templeId} way={way} gates={gates} zones={settings.zones} />;
      }}
    </WithVisitSettings>
  );
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
