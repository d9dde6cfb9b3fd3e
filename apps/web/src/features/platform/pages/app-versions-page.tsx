import {
  APP_VERSION_PLATFORMS,
  type AppVersionRelease,
  MessageType,
  PublishAppVersionInputSchema,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useAppVersions, usePublishAppVersion } from '../api/app-versions.ts';

const PublishFormFields = z.object({
  version: z.string(),
  isForceUpdate: z.boolean(),
  platform: z.enum(APP_VERSION_PLATFORMS),
  releaseNotes: z.string(),
});
type PublishFormValues = z.infer<typeof PublishFormFields>;
const publishSchema = PublishFormFields.transform(
  (values): z.input<typeof PublishAppVersionInputSchema> => values,
).pipe(PublishAppVersionInputSchema);
const EMPTY: PublishFormValues = { version: '', isForceUpdate: false, platform: 'all', releaseNotes: '' };

function PublishForm() {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const publish = usePublishAppVersion();
  const form = useSchemaForm(publishSchema, EMPTY);
  const { errors } = form.formState;

  const submit = async (input: z.output<typeof publishSchema>) => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t(input.isForceUpdate ? 'appVersions.confirmForced' : 'appVersions.confirmOptional', {
        version: input.version,
      }),
      { submitText: t('appVersions.publish') },
    );
    if (!isSure) return;
    publish.mutate(input, {
      onSuccess: (release) => {
        form.reset(EMPTY);
        alert.show(MessageType.Success, t('appVersions.published', { version: release.version }));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, ['version']);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('appVersions.publishTitle')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('appVersions.version')}
            hint={t('appVersions.versionHint')}
            error={fieldMessage(errors.version?.message)}
            inputMode="decimal"
            required
            {...form.register('version')}
          />
          <SelectField label={t('appVersions.platform')} {...form.register('platform')}>
            {APP_VERSION_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`appVersions.platforms.${platform}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <CheckField label={t('appVersions.isForceUpdate')} {...form.register('isForceUpdate')} />
        <TextAreaField
          label={t('appVersions.notes')}
          rows={3}
          error={fieldMessage(errors.releaseNotes?.message)}
          {...form.register('releaseNotes')}
        />
        <Button type="submit" className="self-end" isBusy={publish.isPending}>
          {t('appVersions.publish')}
        </Button>
      </SchemaForm>
    </Card>
  );
}

/**
 * App versions (issue #15 §3): publish the version clients check at startup (spec GET /AppVersion,
 * §4), forced or optional, per platform; the releases before it are the history.
 */
export default function AppVersionsPage() {
  const { t } = useTranslation();
  const list = useListState();
  const releases = useAppVersions({ offset: list.offset, limit: list.limit });
  const columns: TableColumn<AppVersionRelease>[] = [
    {
      id: 'version',
      header: t('appVersions.version'),
      isRowHeader: true,
      cell: (release) => release.version,
    },
    {
      id: 'platform',
      header: t('appVersions.platform'),
      phone: 'badge',
      cell: (release) => t(`appVersions.platforms.${release.platform}`),
    },
    {
      id: 'forced',
      header: t('appVersions.update'),
      phone: 'plain',
      cell: (release) => (release.isForceUpdate ? t('appVersions.forced') : t('appVersions.optional')),
    },
    {
      id: 'when',
      header: t('appVersions.published_at'),
      phone: 'plain',
      cell: (release) => formatInstantDateTime(release.createdAt, 'Asia/Kolkata'),
    },
    {
      id: 'notes',
      header: t('appVersions.notes'),
      phone: 'line',
      cell: (release) => release.releaseNotes ?? '—',
    },
  ];
  return (
    <Page title={t('appVersions.title')} helpPage="app-versions" width="wide">
      <div className="flex flex-col gap-6">
        <PublishForm />
        <section className="flex flex-col gap-3" aria-labelledby="app-version-history">
          <h2 id="app-version-history" className="font-serif text-lg font-bold text-orange-950">
            {t('appVersions.history')}
          </h2>
          <ListResults
            query={releases}
            emptyText={t('appVersions.none')}
            paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
          >
            {(items) => (
              <DataTable
                label={t('appVersions.history')}
                columns={columns}
                items={items}
                itemKey={(release) => release.id}
                itemTestId="app-version"
              />
            )}
          </ListResults>
        </section>
      </div>
    </Page>
  );
}
