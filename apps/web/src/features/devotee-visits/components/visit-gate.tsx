import { VisitType, type VisitTypeValue, type VisitZone } from '@nivedya/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasCamera } from '../../../lib/barcode-scanner.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ChoicePopover } from '../../../ui/choice-popover.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useRecordMovement, type VisitWay } from '../api/record-movement.ts';
import { movementFor, readVisitGate, readVisitType, visitTypesFor, writeVisitType } from '../visit-type.ts';
import { GatePicker, gatesFor } from './gate-picker.tsx';
import { visitTypeButtonText, visitTypeLabel } from './visit-type-labels.ts';
import { VisitSetupNeeded, WithVisitSettings } from './with-visit-settings.tsx';
import { GateAnswer } from './zone-result.tsx';

const QrCamera = lazy(() =>
  import('../../../ui/qr-camera.tsx').then((module) => ({ default: module.QrCamera })),
);

/**
 * spec devotee-visit-in / -out: the clerk picks the gate and how they identify (the In Type / Out Type
 * popover), then types a mobile, scans a QR or enters a count; the answer says how full the zone is.
 */
export function VisitGate({ templeId, way }: { templeId: number; way: VisitWay }) {
  const { t } = useTranslation();
  return (
    <WithVisitSettings templeId={templeId}>
      {(settings) => {
        const gates = gatesFor(settings.gates, way);
        const types = visitTypesFor(way, settings.visitTypes);
        if (gates.length === 0 || types.length === 0) {
          return (
            <VisitSetupNeeded>
              {t(way === 'in' ? 'visits.gate.noEntryGate' : 'visits.gate.noExitGate')}
            </VisitSetupNeeded>
          );
        }
        return <GateForm templeId={templeId} way={way} gates={gates} types={types} zones={settings.zones} />;
      }}
    </WithVisitSettings>
  );
}

function GateForm({
  templeId,
  way,
  gates,
  types,
  zones,
}: {
  templeId: number;
  way: VisitWay;
  gates: ReturnType<typeof gatesFor>;
  types: VisitTypeValue[];
  zones: readonly VisitZone[];
}) {
  const { t } = useTranslation();
  const remembered = readVisitGate(way);
  const [gateId, setGateId] = useState(gates.find((gate) => gate.id === remembered)?.id ?? gates[0]?.id ?? 0);
  const [type, setType] = useState<VisitTypeValue>(() => readVisitType(way, types));
  const [text, setText] = useState('');
  const [party, setParty] = useState('1');
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const hasCamera = useHasCamera();
  const record = useRecordMovement(templeId, way);
  const zone = zones.find((each) => each.id === gates.find((gate) => gate.id === gateId)?.zoneId);

  const send = (value: string) => {
    const movement = movementFor(gateId, type, value);
    if (!movement) return;
    const people = Number(party);
    const withParty =
      way === 'in' && type === VisitType.Mobile && Number.isInteger(people) && people > 1
        ? { ...movement, people }
        : movement;
    record.mutate(withParty, {
      onSuccess: () => {
        setText('');
        setParty('1');
      },
    });
  };

  const label =
    type === VisitType.Mobile
      ? t('visits.gate.mobile')
      : type === VisitType.QrCode
        ? t('visits.gate.code')
        : t('visits.gate.count');
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-48 flex-1">
            <GatePicker way={way} gates={gates} value={gateId} onChange={setGateId} />
          </div>
          <ChoicePopover
            title={t(way === 'in' ? 'visits.type.inTitle' : 'visits.type.outTitle')}
            buttonText={visitTypeButtonText(t, type)}
            choices={types.map((value) => ({ value, label: visitTypeLabel(t, value) }))}
            value={type}
            onChoose={(next) => {
              writeVisitType(way, next);
              setType(next);
              setText('');
              record.reset();
            }}
          />
        </div>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send(text);
          }}
        >
          <TextField
            label={label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputMode={type === VisitType.QrCode ? 'text' : 'numeric'}
            autoComplete="off"
            autoFocus
          />
          {way === 'in' && type === VisitType.Mobile ? (
            <TextField
              label={t('visits.gate.party')}
              value={party}
              onChange={(event) => setParty(event.target.value)}
              inputMode="numeric"
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            {type === VisitType.QrCode && !isCameraOpen ? (
              <Button variant={hasCamera ? 'primary' : 'secondary'} onClick={() => setIsCameraOpen(true)}>
                {t('visits.gate.scan')}
              </Button>
            ) : null}
            {/* With a camera the scan leads; the record button is for what was typed and waits for it. */}
            <Button
              type="submit"
              variant={hasCamera && type === VisitType.QrCode ? 'secondary' : 'primary'}
              isBusy={record.isPending}
              disabled={text.trim() === ''}
            >
              {t(way === 'in' ? 'visits.gate.recordIn' : 'visits.gate.recordOut')}
            </Button>
            <ButtonLink to={way === 'in' ? '/devotee-in' : '/devotee-out'} variant="ghost">
              {t('visits.gate.countInstead')}
            </ButtonLink>
          </div>
        </form>
        {isCameraOpen && type === VisitType.QrCode ? (
          <Suspense fallback={<Loading />}>
            <QrCamera onScan={send} onClose={() => setIsCameraOpen(false)} />
          </Suspense>
        ) : null}
      </Card>
      <GateAnswer record={record} zone={zone} />
    </div>
  );
}
