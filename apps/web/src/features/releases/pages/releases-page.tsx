import {
  checkReleaseDates,
  formatCount,
  MessageType,
  RELEASE_DEFAULTS,
  RELEASE_ORDERS,
  type Release,
  ReleaseFieldsSchema,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDateRange, formatDisplayDate, formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { NumberText } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormDatePicker } from '../../../ui/form-date-picker.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useTempleSevas } from '../../temple/api/find-temple-sevas.ts';
import { AdminTemple } from '../../virtual-queue-admin/components/admin-temple.tsx';
import { useCancelVqRelease, useCreateVqRelease, useVqReleases } from '../api/temple-releases.ts';

const { shape } = ReleaseFieldsSchema;

/** The release as the server checks it; the minutes and the rate are typed as text. */
const ReleaseFormSchema = ReleaseFieldsSchema.extend({
  sevaId: z
    .string()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(shape.sevaId.unwrap()),
  waitingMinutes: NumberText.pipe(shape.waitingMinutes),
  admitPerMinute: NumberText.pipe(shape.admitPerMinute),
  windowMinutes: NumberText.pipe(shape.windowMinutes),
  openForMinutes: NumberText.pipe(shape.openForMinutes),
}).superRefine(checkReleaseDates);
type ReleaseFormOutput = z.output<typeof ReleaseFormSchema>;

const RELEASE_FIELDS = [
  'sevaId',
  'fromDate',
  'toDate',
  'opensOn',
  'opensAt',
  'waitingMinutes',
  'order',
  'admitPerMinute',
  'windowMinutes',
  'openForMinutes',
] as const;

const EMPTY: z.input<typeof ReleaseFormSchema> = {
  sevaId: '',
  fromDate: '',
  toDate: '',
  opensOn: '',
  opensAt: '10:00',
  waitingMinutes: String(RELEASE_DEFAULTS.waitingMinutes),
  order: RELEASE_DEFAULTS.order,
  admitPerMinute: String(RELEASE_DEFAULTS.admitPerMinute),
  windowMinutes: String(RELEASE_DEFAULTS.windowMinutes),
  openForMinutes: String(RELEASE_DEFAULTS.openForMinutes),
};

function ReleaseForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const create = useCreateVqRelease(templeId);
  const sevas = useTempleSevas(templeId, {});
  const form = useSchemaForm(ReleaseFormSchema, EMPTY);
  const { errors } = form.formState;
  const dateError = (field: 'fromDate' | 'toDate' | 'opensOn') => {
    const error = errors[field];
    if (!error) return undefined;
    return form.getValues(field) ? fieldMessage(error.message) : t('vqAdmin.chooseDate');
  };

  const submit = async (input: ReleaseFormOutput) => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('vqAdmin.releases.confirm', {
        dates: formatDateRange(input.fromDate, input.toDate),
        opens: `${formatDisplayDate(input.opensOn)} ${input.opensAt}`,
      }),
      { submitText: t('vqAdmin.releases.create') },
    );
    if (!isSure) return;
    create.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        alert.show(MessageType.Success, t('vqAdmin.releases.created'));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, RELEASE_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('vqAdmin.releases.newTitle')}</h2>
        <p className="text-sm text-stone-600">{t('vqAdmin.releases.intro')}</p>
      </div>
      <SchemaForm form={form} onSubmit={submit}>
        <SelectField
          label={t('vqAdmin.releases.what')}
          hint={t('vqAdmin.releases.whatHint')}
          error={fieldMessage(errors.sevaId?.message)}
          {...form.register('sevaId')}
        >
          <option value="">{t('vqAdmin.releases.darshan')}</option>
          {(sevas.data?.items ?? []).map((seva) => (
            <option key={seva.id} value={seva.id}>
              {seva.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDatePicker
            control={form.control}
            name="fromDate"
            label={t('vqAdmin.releases.fromDate')}
            error={dateError('fromDate')}
          />
          <FormDatePicker
            control={form.control}
            name="toDate"
            label={t('vqAdmin.releases.toDate')}
            error={dateError('toDate')}
          />
          <FormDatePicker
            control={form.control}
            name="opensOn"
            label={t('vqAdmin.releases.opensOn')}
            error={dateError('opensOn')}
          />
          <TextField
            label={t('vqAdmin.releases.opensAt')}
            type="time"
            error={fieldMessage(errors.opensAt?.message)}
            {...form.register('opensAt')}
          />
          <TextField
            label={t('vqAdmin.releases.waitingMinutes')}
            type="number"
            inputMode="numeric"
            error={fieldMessage(errors.waitingMinutes?.message)}
            {...form.register('waitingMinutes')}
          />
          <TextField
            label={t('vqAdmin.releases.admitPerMinute')}
            type="number"
            inputMode="numeric"
            hint={t('vqAdmin.releases.admitPerMinuteHint')}
            error={fieldMessage(errors.admitPerMinute?.message)}
            {...form.register('admitPerMinute')}
          />
          <TextField
            label={t('vqAdmin.releases.windowMinutes')}
            type="number"
            inputMode="numeric"
            error={fieldMessage(errors.windowMinutes?.message)}
            {...form.register('windowMinutes')}
          />
          <TextField
            label={t('vqAdmin.releases.openForMinutes')}
            type="number"
            inputMode="numeric"
            hint={t('vqAdmin.releases.openForMinutesHint')}
            error={fieldMessage(errors.openForMinutes?.message)}
            {...form.register('openForMinutes')}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('vqAdmin.releases.order')}</legend>
          {RELEASE_ORDERS.map((order) => (
            <label
              key={order}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-orange-700 has-checked:bg-orange-50"
            >
              <input
                type="radio"
                value={order}
                className="mt-0.5 size-5 accent-orange-800"
                {...form.register('order')}
              />
              <span className="flex flex-col">
                <span className="font-semibold text-stone-900">{t(`vqAdmin.releases.orders.${order}`)}</span>
                <span className="text-sm text-stone-600">{t(`vqAdmin.releases.orders.${order}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" isBusy={create.isPending}>
            {t('vqAdmin.releases.create')}
          </Button>
        </div>
      </SchemaForm>
    </Card>
  );
}

function ReleaseRow({
  templeId,
  release,
  canManage,
}: {
  templeId: number;
  release: Release;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const cancel = useCancelVqRelease(templeId);
  const when = (instant: string) => formatInstantDateTime(instant, release.templeTimeZone);
  const isLive = release.status !== 'closed' && release.status !== 'cancelled';
  const remove = async () => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('vqAdmin.releases.confirmCancel', { dates: formatDateRange(release.fromDate, release.toDate) }),
      { submitText: t('vqAdmin.releases.cancel') },
    );
    if (!isSure) return;
    cancel.mutate(release.id, {
      onSuccess: () => alert.show(MessageType.Success, t('vqAdmin.releases.cancelled')),
      onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
    });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="release-row">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-stone-900">
          {release.sevaName ?? t('vqAdmin.releases.darshan')} ·{' '}
          {formatDateRange(release.fromDate, release.toDate)}{' '}
          <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
            {t(`vqAdmin.releases.status.${release.status}`)}
          </span>
        </p>
        <p className="text-sm text-stone-700">
          {t('vqAdmin.releases.times', {
            waiting: when(release.waitingOpensAt),
            opens: when(release.opensAt),
            closes: when(release.closesAt),
          })}
        </p>
        <p className="text-sm text-stone-700">
          {t('vqAdmin.releases.counts', {
            arrivals: formatCount(release.arrivals),
            admitted: formatCount(release.admitted),
            rate: formatCount(release.admitPerMinute),
          })}{' '}
          · {t(`vqAdmin.releases.orders.${release.order}`)}
        </p>
      </div>
      {canManage && isLive ? (
        <Button variant="secondary" isBusy={cancel.isPending} onClick={() => void remove()}>
          {t('vqAdmin.releases.cancel')}
        </Button>
      ) : null}
    </li>
  );
}

function Releases({ templeId, canManage }: { templeId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const releases = useVqReleases(templeId);
  return (
    <div className="flex flex-col gap-6">
      {canManage ? <ReleaseForm templeId={templeId} /> : null}
      <section className="flex flex-col gap-3">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('vqAdmin.releases.listTitle')}</h2>
        <ListResults query={releases} emptyText={t('vqAdmin.releases.none')}>
          {(items) => (
            <ul className="divide-y divide-stone-100">
              {items.map((release) => (
                <ReleaseRow key={release.id} templeId={templeId} release={release} canManage={canManage} />
              ))}
            </ul>
          )}
        </ListResults>
      </section>
    </div>
  );
}

/**
 * virtual-queue-releases (issue #20 §2): the temple opens a range of darshan dates at a set time through
 * a waiting room, and follows each release's line.
 */
export default function VqReleasesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vqAdmin.releases.pageTitle')} showBack width="wide">
      <AdminTemple>
        {(templeId, canManage) => <Releases templeId={templeId} canManage={canManage} />}
      </AdminTemple>
    </Page>
  );
}
