import { gateTakes, type VisitGate } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/form-field.tsx';
import type { VisitWay } from '../api/record-movement.ts';
import { writeVisitGate } from '../visit-type.ts';

/** The gates in use that take devotees `way`. */
export function gatesFor(gates: readonly VisitGate[], way: VisitWay): VisitGate[] {
  return gates.filter((gate) => gate.isActive && gateTakes(gate.direction, way));
}

/** Which gate this device stands at; remembered for the next time the screen opens. */
export function GatePicker({
  way,
  gates,
  value,
  onChange,
}: {
  way: VisitWay;
  gates: readonly VisitGate[];
  value: number;
  onChange: (gateId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('visits.gate.gate')}
      value={value}
      onChange={(event) => {
        const gateId = Number(event.target.value);
        writeVisitGate(way, gateId);
        onChange(gateId);
      }}
    >
      {gates.map((gate) => (
        <option key={gate.id} value={gate.id}>
          {gate.name} · {gate.zoneName}
        </option>
      ))}
    </SelectField>
  );
}
