import {
  canManageTemple,
  MessageType,
  VISIT_TYPES,
  type VisitGate,
  type VisitSettings,
  type VisitTypeValue,
  type VisitZone,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { StatusBadge } from '../../temple-admin/shared/status-badge.tsx';
import { useSaveVisitTypes, useVisitSettings } from '../api/visit-settings.ts';
import { GateForm } from '../components/gate-form.tsx';
import { visitTypeLabel } from '../components/visit-type-labels.ts';
import { ZoneForm } from '../components/zone-form.tsx';

function VisitTypes({ settings, canManage }: { settings: VisitSettings; canManage: boolean }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const save = useSaveVisitTypes(settings.templeId);
  const [chosen, setChosen] = useState<VisitTypeValue[]>(settings.visitTypes);
  const toggle = (type: VisitTypeValue, isOn: boolean) =>
    setChosen((current) => (isOn ? [...current, type] : current.filter((each) => each !== type)));
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-serif text-lg font-bold text-orange-950">{t('visits.settings.typesTitle')}</h2>
      <p className="text-sm text-stone-700">{t('visits.settings.typesNote')}</p>
      <div className="flex flex-wrap gap-x-6">
        {VISIT_TYPES.map((type) => (
          <CheckField
            key={type}
            label={visitTypeLabel(t, type)}
            checked={chosen.includes(type)}
            disabled={!canManage}
            onChange={(event) => toggle(type, event.target.checked)}
          />
        ))}
      </div>
      {canManage ? (
        <Button
          className="self-start"
          isBusy={save.isPending}
          onClick={() =>
            save.mutate(
              { visitTypes: chosen },
              {
                onSuccess: () => alert.show(MessageType.Success, t('visits.settings.typesSaved')),
                onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
              },
            )
          }
        >
          {t('visits.settings.saveTypes')}
        </Button>
      ) : null}
    </Card>
  );
}

/** The last column of a settings table: its Edit button fills the form above with the row. */
function editColumn<Row>(label: string, onEdit: (row: Row) => void): TableColumn<Row> {
  return {
    id: 'edit',
    header: label,
    phone: 'plain',
    cell: (row) => (
      <Button variant="ghost" onClick={() => onEdit(row)}>
        {label}
      </Button>
    ),
  };
}

function Settings({ templeId, canManage }: { templeId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const settings = useVisitSettings(templeId);
  const [zone, setZone] = useState<VisitZone | null>(null);
  const [gate, setGate] = useState<VisitGate | null>(null);
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />;
  const { zones, gates } = settings.data;

  const zoneColumns: TableColumn<VisitZone>[] = [
    { id: 'name', header: t('visits.settings.zoneName'), isRowHeader: true, cell: (each) => each.name },
    {
      id: 'capacity',
      header: t('visits.settings.capacity'),
      cell: (each) => each.capacity.toLocaleString('en-IN'),
    },
    {
      id: 'threshold',
      header: t('visits.settings.alertThreshold'),
      cell: (each) => each.alertThreshold.toLocaleString('en-IN'),
    },
    {
      id: 'inside',
      header: t('visits.settings.insideNow'),
      cell: (each) => each.inside.toLocaleString('en-IN'),
    },
    {
      id: 'status',
      header: t('visits.settings.status'),
      phone: 'badge',
      cell: (each) => <StatusBadge status={each.isActive ? 1 : 0} />,
    },
    ...(canManage ? [editColumn<VisitZone>(t('visits.settings.edit'), setZone)] : []),
  ];
  const gateColumns: TableColumn<VisitGate>[] = [
    { id: 'name', header: t('visits.settings.gateName'), isRowHeader: true, cell: (each) => each.name },
    { id: 'zone', header: t('visits.settings.gateZone'), cell: (each) => each.zoneName },
    {
      id: 'direction',
      header: t('visits.settings.direction'),
      cell: (each) => t(`visits.direction.${each.direction}`),
    },
    {
      id: 'status',
      header: t('visits.settings.status'),
      phone: 'badge',
      cell: (each) => <StatusBadge status={each.isActive ? 1 : 0} />,
    },
    ...(canManage ? [editColumn<VisitGate>(t('visits.settings.edit'), setGate)] : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      {settings.data.isDevoteeVisit ? null : <Notice>{t('visits.settings.featureOff')}</Notice>}
      <VisitTypes key={settings.data.visitTypes.join()} settings={settings.data} canManage={canManage} />
      <section className="flex flex-col gap-3">
        <h2 className="font-serif text-xl font-bold text-orange-950">{t('visits.settings.zonesTitle')}</h2>
        {canManage ? (
          <ZoneForm key={zone?.id ?? 'new'} templeId={templeId} zone={zone} onDone={() => setZone(null)} />
        ) : null}
        {zones.length === 0 ? (
          <Notice>{t('visits.settings.noZones')}</Notice>
        ) : (
          <DataTable
            label={t('visits.settings.zonesTitle')}
            columns={zoneColumns}
            items={zones}
            itemKey={(each) => each.id}
            itemTestId="visit-zone"
          />
        )}
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-serif text-xl font-bold text-orange-950">{t('visits.settings.gatesTitle')}</h2>
        {canManage && zones.length > 0 ? (
          <GateForm
            key={gate?.id ?? `new-${zones.length}`}
            templeId={templeId}
            gate={gate}
            zones={zones}
            onDone={() => setGate(null)}
          />
        ) : null}
        {gates.length === 0 ? (
          <Notice>
            {zones.length === 0 ? t('visits.settings.gatesNeedZone') : t('visits.settings.noGates')}
          </Notice>
        ) : (
          <DataTable
            label={t('visits.settings.gatesTitle')}
            columns={gateColumns}
            items={gates}
            itemKey={(each) => each.id}
            itemTestId="visit-gate"
          />
        )}
      </section>
    </div>
  );
}

/** spec devotee-visit-settings: zones, their gates and the visit types; staff read, the administrator changes. */
export default function VisitSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.settings.title')} width="wide">
      <StaffTemple>
        {(templeId, user) => <Settings templeId={templeId} canManage={canManageTemple(user.userType)} />}
      </StaffTemple>
    </Page>
  );
}
