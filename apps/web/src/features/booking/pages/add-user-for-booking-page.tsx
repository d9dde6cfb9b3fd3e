import {
  type CreateDevoteeNameInput,
  CreateDevoteeNameInputSchema,
  DEFAULT_STAR_ID,
  type DevoteeName,
  MessageType,
  starNameIn,
} from '@nivedya/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth.ts';
import { useDevoteeNames } from '../../../lib/devotee-names.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { EditIcon, TrashIcon } from '../../../ui/feature-icons.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { StarSelect } from '../../../ui/star-select.tsx';
import { useCreateDevoteeName } from '../api/create-devotee-name.ts';
import { useDeleteDevoteeName } from '../api/delete-devotee-name.ts';
import { useUpdateDevoteeName } from '../api/update-devotee-name.ts';

/** The form sends every field, adding or changing, so the adding schema checks both. */
const NameFormSchema = CreateDevoteeNameInputSchema;
const NAME_FIELDS = ['name', 'starId', 'relation', 'isDefault'] as const;

const EMPTY = { name: '', starId: DEFAULT_STAR_ID, relation: '', isDefault: false };

function NameEditor({ editing, onDone }: { editing: DevoteeName | null; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const create = useCreateDevoteeName();
  const update = useUpdateDevoteeName();
  const form = useSchemaForm(
    NameFormSchema,
    editing
      ? {
          name: editing.name,
          starId: editing.starId,
          relation: editing.relation ?? '',
          isDefault: editing.isDefault,
        }
      : EMPTY,
  );
  const { errors } = form.formState;
  const mutation = editing ? update : create;
  const submit = (input: CreateDevoteeNameInput) => {
    const options = {
      onSuccess: () => {
        form.reset(EMPTY);
        onDone();
      },
      onError: (error: unknown) => applyFieldErrors(error, form.setError, NAME_FIELDS),
    };
    if (editing) update.mutate({ id: editing.id, ...input }, options);
    else create.mutate(input, options);
  };
  return (
    <SchemaForm form={form} onSubmit={submit}>
      <TextField
        label={t('names.name')}
        autoComplete="off"
        maxLength={100}
        error={fieldMessage(errors.name?.message)}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="starId"
        render={({ field, fieldState }) => (
          <StarSelect
            label={t('names.star')}
            value={field.value ?? DEFAULT_STAR_ID}
            onChange={field.onChange}
            error={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <TextField
        label={t('names.relation')}
        maxLength={50}
        placeholder={t('names.relationPlaceholder')}
        error={fieldMessage(errors.relation?.message)}
        {...form.register('relation')}
      />
      <label className="flex min-h-11 items-center gap-3 text-stone-800">
        <input type="checkbox" className="size-5 accent-orange-800" {...form.register('isDefault')} />
        {t('names.isDefault')}
      </label>
      {mutation.isError ? <ErrorMessage error={mutation.error} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isBusy={mutation.isPending}>
          {editing ? t('common.save') : t('names.add')}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </SchemaForm>
  );
}

/**
 * spec add-user-for-booking: the names the devotee books for, each with a birth star (default 28,
 * ShubhaNakshathram); added, changed and removed here, picked on the booking screen.
 */
export default function AddUserForBookingPage() {
  const { t, i18n } = useTranslation();
  const { user, isChecking } = useUser();
  const names = useDevoteeNames(user !== null);
  const remove = useDeleteDevoteeName();
  const alert = useAlert();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<DevoteeName | null>(null);

  if (!user) {
    return (
      <Page title={t('names.title')} helpPage="add-user-for-booking" showBack>
        {isChecking ? <Loading /> : <SignInRequired />}
      </Page>
    );
  }
  const onDelete = async (name: DevoteeName) => {
    const isSure = await alert.ask(MessageType.Confirm, t('names.confirmDelete', { name: name.name }), {
      submitText: t('common.delete'),
    });
    if (!isSure) return;
    remove.mutate(name.id, {
      onError: (error) => alert.show(MessageType.Error, errorText(error)),
    });
  };
  const items = names.data?.items ?? [];
  return (
    <Page title={t('names.title')} helpPage="add-user-for-booking" showBack>
      <div className="flex flex-col gap-5">
        <p className="text-stone-700">{t('names.intro')}</p>
        <Card isPadded={false}>
          {names.isPending ? <Loading /> : null}
          {names.isError ? <ErrorMessage error={names.error} onRetry={() => void names.refetch()} /> : null}
          {names.isSuccess && items.length === 0 ? (
            <p className="p-5 text-stone-700">{t('names.none')}</p>
          ) : null}
          <ul className="divide-y divide-stone-100">
            {items.map((name) => (
              <li key={name.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-stone-900">
                    {name.name}
                    {name.isDefault ? (
                      <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {t('names.default')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-stone-600">
                    {starNameIn(name.starName, i18n.language)}
                    {name.relation ? ` · ${name.relation}` : ''}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => setEditing(name)}
                  className="inline-flex size-11 items-center justify-center rounded-full text-orange-900 hover:bg-orange-100"
                  aria-label={t('names.editNamed', { name: name.name })}
                >
                  <EditIcon className="size-5" />
                </button>
                <button
                  type="button"
                  onClick={() => void onDelete(name)}
                  disabled={remove.isPending}
                  className="inline-flex size-11 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
                  aria-label={t('names.deleteNamed', { name: name.name })}
                >
                  <TrashIcon className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-stone-900">
            {editing ? t('names.editTitle', { name: editing.name }) : t('names.addTitle')}
          </h2>
          <NameEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        </Card>
      </div>
    </Page>
  );
}
