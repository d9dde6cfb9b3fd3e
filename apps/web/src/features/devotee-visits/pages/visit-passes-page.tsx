import {
  formatInstantTime,
  MessageType,
  VISIT_MAX_PEOPLE,
  type VisitPass,
  VisitPassInputSchema,
  type VisitSettings,
  type VisitZone,
} from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { toNumber } from '../../virtual-queue-admin/admin-forms.ts';
import { passUrl, useCancelPass, useIssuePass, useVisitPasses } from '../api/visit-passes.ts';
import { PassCard } from '../components/pass-card.tsx';
import { VisitSetupNeeded, WithVisitSettings } from '../components/with-visit-settings.tsx';
import { zoneNameIn } from '../components/zone-name.ts';

const PassFields = z.object({ zoneId: z.string(), people: z.string(), mobile: z.string() });
type PassValues = z.infer<typeof PassFields>;
const FIELDS = PassFields.keyof().options;

const passFormSchema = PassFields.transform(
  (values): z.input<typeof VisitPassInputSchema> => ({
    zoneId: toNumber(values.zoneId),
    people: toNumber(values.people),
    ...(values.mobile.trim() ? { mobile: values.mobile } : {}),
  }),
).pipe(VisitPassInputSchema);

function IssuePassForm({
  templeId,
  zones,
  onIssued,
}: {
  templeId: number;
  zones: readonly VisitZone[];
  onIssued: (pass: VisitPass) => void;
}) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const issue = useIssuePass(templeId);
  const blank = (zoneId: string): PassValues => ({ zoneId, people: '1', mobile: '' });
  const form = useSchemaForm(passFormSchema, blank(String(zones[0]?.id ?? '')));
  const { errors } = form.formState;
  return (
    <Card>
      <SchemaForm
        form={form}
        onSubmit={(input) =>
          issue.mutate(input, {
            onSuccess: (pass) => {
              onIssued(pass);
              form.reset(blank(String(input.zoneId)));
            },
            onError: (failure) => {
              if (!applyFieldErrors(failure, form.setError, FIELDS))
                alert.show(MessageType.Error, errorText(failure));
            },
          })
        }
      >
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('visits.passes.issueTitle')}</h2>
        <p className="text-sm text-stone-700">{t('visits.passes.issueNote')}</p>
        {zones.length > 1 ? (
          <SelectField
            label={t('visits.passes.zone')}
            error={fieldMessage(errors.zoneId?.message)}
            {...form.register('zoneId')}
          >
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zoneNameIn(i18n.language, zone)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('visits.passes.people')}
            hint={t('visits.passes.peopleHint', { max: VISIT_MAX_PEOPLE })}
            inputMode="numeric"
            error={fieldMessage(errors.people?.message)}
            required
            {...form.register('people')}
          />
          <TextField
            label={t('visits.passes.mobile')}
            hint={t('visits.passes.mobileHint')}
            inputMode="tel"
            autoComplete="off"
            error={fieldMessage(errors.mobile?.message)}
            {...form.register('mobile')}
          />
        </div>
        <Button type="submit" isBusy={issue.isPending} className="self-start">
          {t('visits.passes.issue')}
        </Button>
      </SchemaForm>
    </Card>
  );
}

function statusText(t: TFunction, pass: VisitPass): string {
  switch (pass.status) {
    case 'waiting':
      return pass.expectedAt
        ? t('visits.passes.waitingUntil', { time: formatInstantTime(pass.expectedAt) })
        : t('visits.passes.status.waiting');
    case 'called':
      return t('visits.passes.calledAt', { time: formatInstantTime(pass.calledAt) });
    case 'entered':
      return t('visits.passes.enteredAt', { time: formatInstantTime(pass.enteredAt) });
    default:
      return t('visits.passes.status.cancelled');
  }
}

function TodaysPasses({ templeId }: { templeId: number }) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const list = useListState();
  const passes = useVisitPasses(templeId, { offset: list.offset, limit: list.limit });
  const cancel = useCancelPass(templeId);
  const askCancel = async (pass: VisitPass) => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('visits.passes.confirmCancel', { number: pass.number }),
      { submitText: t('visits.passes.cancel') },
    );
    if (!isSure) return;
    cancel.mutate(pass.id, {
      onSuccess: () =>
        alert.show(MessageType.Success, t('visits.passes.cancelledDone', { number: pass.number })),
      onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
    });
  };
  const columns: TableColumn<VisitPass>[] = [
    {
      id: 'pass',
      header: t('visits.passes.col.pass'),
      isRowHeader: true,
      cell: (pass) =>
        `${t('visits.passes.number', { number: pass.number })} · ${zoneNameIn(i18n.language, {
          name: pass.zoneName,
          nameNarration: pass.zoneNameNarration,
        })}`,
    },
    {
      id: 'status',
      header: t('visits.passes.col.status'),
      phone: 'badge',
      cell: (pass) => (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm whitespace-nowrap text-stone-800">
          {t(`visits.passes.status.${pass.status}`)}
        </span>
      ),
    },
    {
      id: 'people',
      header: t('visits.passes.col.people'),
      isNumeric: true,
      cell: (pass) => t('visits.passes.partyOf', { count: pass.people }),
    },
    { id: 'when', header: t('visits.passes.col.when'), cell: (pass) => statusText(t, pass) },
    {
      id: 'issued',
      header: t('visits.passes.col.issued'),
      cell: (pass) => `${formatInstantTime(pass.issuedAt)}${pass.mobile ? ` · ${pass.mobile}` : ''}`,
    },
    {
      id: 'actions',
      header: t('visits.passes.col.actions'),
      phone: 'plain',
      cell: (pass) =>
        pass.status === 'waiting' || pass.status === 'called' ? (
          <div className="flex flex-wrap gap-2">
            <a href={passUrl(pass.token)} target="_blank" rel="noreferrer" className={buttonClass('ghost')}>
              {t('visits.passes.open')}
            </a>
            <Button
              variant="ghost"
              isBusy={cancel.isPending && cancel.variables === pass.id}
              onClick={() => void askCancel(pass)}
            >
              {t('visits.passes.cancel')}
            </Button>
          </div>
        ) : null,
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-serif text-xl font-bold text-orange-950">{t('visits.passes.todayTitle')}</h2>
      <ListResults
        query={passes}
        emptyText={t('visits.passes.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('visits.passes.todayTitle')}
            columns={columns}
            items={items}
            itemKey={(pass) => pass.id}
            itemTestId="pass-row"
          />
        )}
      </ListResults>
    </section>
  );
}

function PassDesk({ templeId, settings }: { templeId: number; settings: VisitSettings }) {
  const { t } = useTranslation();
  const [issued, setIssued] = useState<VisitPass | null>(null);
  const zones = settings.zones.filter((zone) => zone.isActive);
  if (zones.length === 0) return <VisitSetupNeeded>{t('visits.passes.noZones')}</VisitSetupNeeded>;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 lg:grid-cols-2">
        <IssuePassForm templeId={templeId} zones={zones} onIssued={setIssued} />
        {issued ? (
          <div className="flex flex-col gap-3">
            <PassCard pass={issued} />
            <a
              href={`${passUrl(issued.token)}?print=1`}
              target="_blank"
              rel="noreferrer"
              className="self-center font-semibold text-orange-900 underline"
            >
              {t('visits.passes.print')}
            </a>
          </div>
        ) : null}
      </div>
      <TodaysPasses templeId={templeId} />
      <p className="text-sm text-stone-700">
        {t('visits.passes.kioskNote')}{' '}
        <Link to="/devotee-visit-pass-kiosk" className="font-semibold text-orange-900 underline">
          {t('visits.kiosk.title')}
        </Link>
      </p>
    </div>
  );
}

/**
 * Walk-in passes by occupancy (issue #16): the entrance issues numbered passes; while a zone is at its
 * alert threshold they wait, and are called in turn as exits make room.
 */
export default function VisitPassesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.passes.title')} width="wide">
      <StaffTemple>
        {(templeId) => (
          <WithVisitSettings templeId={templeId}>
            {(settings) => <PassDesk templeId={templeId} settings={settings} />}
          </WithVisitSettings>
        )}
      </StaffTemple>
    </Page>
  );
}
