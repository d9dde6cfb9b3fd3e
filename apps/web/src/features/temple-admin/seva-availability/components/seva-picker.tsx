import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseId } from '../../../../lib/route-params.ts';
import { SelectField } from '../../../../ui/form-field.tsx';
import { useStaffSevas } from '../../sevas/api/find-staff-sevas.ts';

/** The chosen seva lives in the address (?sevaId=…), so a reload or a shared link keeps it. */
export function useChosenSeva(): [number | null, (sevaId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const sevaId = parseId(params.get('sevaId'));
  const choose = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('sevaId');
        else updated.set('sevaId', String(next));
        return updated;
      },
      { replace: true },
    );
  return [sevaId, choose];
}

export function SevaPicker({
  templeId,
  sevaId,
  onChange,
}: {
  templeId: number;
  sevaId: number | null;
  onChange: (sevaId: number | null) => void;
}) {
  const { t } = useTranslation();
  const sevas = useStaffSevas(templeId);
  return (
    <SelectField
      label={t('availability.seva')}
      value={sevaId ?? ''}
      disabled={sevas.isPending}
      onChange={(event) => onChange(parseId(event.target.value))}
      data-testid="availability-seva"
    >
      <option value="">
        {sevas.isPending ? t('availability.loadingSevas') : t('availability.chooseSeva')}
      </option>
      {sevas.data?.items.map((seva) => (
        <option key={seva.id} value={seva.id}>
          {seva.name}
          {seva.deity ? ` · ${seva.deity.name}` : ''}
        </option>
      ))}
    </SelectField>
  );
}
