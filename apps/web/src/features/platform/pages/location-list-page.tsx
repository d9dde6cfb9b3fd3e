import {
  type AdminLocation,
  CreateLocationInputSchema,
  INDIAN_STATES,
  MessageType,
  UpdateLocationInputSchema,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { FormFooter } from '../../temple-admin/shared/form-footer.tsx';
import { type SaveLocationVariables, useAdminLocations, useSaveLocation } from '../api/locations.ts';

const LocationFormFields = z.object({
  code: z.string(),
  name: z.string(),
  nameNarration: z.string(),
  state: z.string(),
  orderNo: z.string(),
  status: z.string(),
});
type LocationFormValues = z.infer<typeof LocationFormFields>;
const FIELDS = LocationFormFields.keyof().options;

const toInput = (values: LocationFormValues): z.input<typeof CreateLocationInputSchema> => ({
  code: values.code,
  name: values.name,
  nameNarration: values.nameNarration,
  state: values.state as (typeof INDIAN_STATES)[number],
  orderNo: Number(values.orderNo || 0),
  status: values.status === '0' ? 0 : 1,
});

function locationFormSchema(
  location: AdminLocation | null,
): z.ZodType<SaveLocationVariables, LocationFormValues> {
  if (location === null) {
    return LocationFormFields.transform(toInput)
      .pipe(CreateLocationInputSchema)
      .transform((input) => ({ id: null, input }));
  }
  return LocationFormFields.transform((values): z.input<typeof UpdateLocationInputSchema> => toInput(values))
    .pipe(UpdateLocationInputSchema)
    .transform((input) => ({ id: location.id, input }));
}

const valuesOf = (location: AdminLocation | null): LocationFormValues => ({
  code: location?.code ?? '',
  name: location?.name ?? '',
  nameNarration: location?.nameNarration ?? '',
  state: location?.state ?? 'Kerala',
  orderNo: String(location?.orderNo ?? 0),
  status: String(location?.status ?? 1),
});

function LocationForm({ location, onDone }: { location: AdminLocation | null; onDone: () => void }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveLocation();
  const form = useSchemaForm(locationFormSchema(location), valuesOf(location));
  const { errors } = form.formState;
  const submit = (variables: SaveLocationVariables) =>
    save.mutate(variables, {
      onSuccess: () => {
        alert.show(MessageType.Success, t('locations.saved'));
        form.reset(valuesOf(null));
        onDone();
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <h2 className="font-serif text-lg font-bold text-orange-950">
          {location ? t('locations.editTitle', { name: location.name }) : t('locations.addTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('locations.name')}
            error={fieldMessage(errors.name?.message)}
            required
            {...form.register('name')}
          />
          <TextField label={t('locations.nameNarration')} lang="ml" {...form.register('nameNarration')} />
          <TextField
            label={t('locations.code')}
            error={fieldMessage(errors.code?.message)}
            required
            {...form.register('code')}
          />
          <SelectField
            label={t('locations.state')}
            error={fieldMessage(errors.state?.message)}
            {...form.register('state')}
          >
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField label={t('locations.orderNo')} inputMode="numeric" {...form.register('orderNo')} />
          <SelectField label={t('locations.status')} {...form.register('status')}>
            <option value="1">{t('locations.listed')}</option>
            <option value="0">{t('locations.hidden')}</option>
          </SelectField>
        </div>
        <FormFooter onCancel={location ? onDone : null} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}

/** Locations (issue #15 §3): the places temples are registered under and devotees filter by. */
export default function LocationListPage() {
  const { t } = useTranslation();
  const locations = useAdminLocations();
  const [editing, setEditing] = useState<AdminLocation | null>(null);
  const columns: TableColumn<AdminLocation>[] = [
    { id: 'name', header: t('locations.name'), isRowHeader: true, cell: (location) => location.name },
    { id: 'state', header: t('locations.state'), phone: 'plain', cell: (location) => location.state },
    {
      id: 'status',
      header: t('locations.status'),
      phone: 'badge',
      cell: (location) => (location.status === 1 ? t('locations.listed') : t('locations.hidden')),
    },
    {
      id: 'edit',
      header: t('locations.edit'),
      phone: 'plain',
      cell: (location) => (
        <Button variant="ghost" onClick={() => setEditing(location)}>
          {t('locations.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Page title={t('locations.title')} helpPage="location-list" width="wide">
      <div className="flex flex-col gap-6">
        <LocationForm key={editing?.id ?? 'new'} location={editing} onDone={() => setEditing(null)} />
        <ListResults query={locations} emptyText={t('locations.none')}>
          {(items) => (
            <DataTable
              label={t('locations.title')}
              columns={columns}
              items={items}
              itemKey={(location) => location.id}
              itemTestId="location"
            />
          )}
        </ListResults>
      </div>
    </Page>
  );
}
