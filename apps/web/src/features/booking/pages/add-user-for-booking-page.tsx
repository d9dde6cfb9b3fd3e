import { DEFAULT_STAR_ID, type DevoteeName, MessageType } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth.ts';
import { useDevoteeNames } from '../../../lib/devotee-names.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { EditIcon, TrashIcon } from '../../../ui/feature-icons.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { StarSelect } from '../../../ui/star-select.tsx';
import { useCreateDevoteeName } from '../api/create-devotee-name.ts';
import { useDeleteDevoteeName } from '../api/delete-devotee-name.ts';
import { useUpdateDevoteeName } from '../api/update-devotee-name.ts';

interface NameForm {
  name: string;
  starId: number;
  relation: string;
  isDefault: boolean;
}

const EMPTY: NameForm = { name: '', starId: DEFAULT_STAR_ID, relation: '', isDefault: false };

function NameEditor({ editing, onDone }: { editing: DevoteeName | null; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const create = useCreateDevoteeName();
  const update = useUpdateDevoteeName();
  const [form, setForm] = useState<NameForm>(
    editing
      ? {
          name: editing.name,
          starId: editing.starId,
          relation: editing.relation ?? '',
          isDefault: editing.isDefault,
        }
      : EMPTY,
  );
  const [nameError, setNameError] = useState<string | undefined>();
  const mutation = editing ? update : create;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError(fieldMessage('Enter a name'));
      return;
    }
    const input = {
      name: form.name.trim(),
      starId: form.starId,
      relation: form.relation.trim() || null,
      isDefault: form.isDefault,
    };
    const options = {
      onSuccess: () => {
        setForm(EMPTY);
        onDone();
      },
    };
    if (editing) update.mutate({ id: editing.id, ...input }, options);
    else create.mutate(input, options);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('names.name')}
        value={form.name}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => {
          setForm({ ...form, name: event.target.value });
          setNameError(undefined);
        }}
        error={nameError}
      />
      <StarSelect
        label={t('names.star')}
        value={form.starId}
        onChange={(starId) => setForm({ ...form, starId })}
      />
      <TextField
        label={t('names.relation')}
        value={form.relation}
        maxLength={50}
        placeholder={t('names.relationPlaceholder')}
        onChange={(event) => setForm({ ...form, relation: event.target.value })}
      />
      <label className="flex min-h-11 items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          checked={form.isDefault}
          onChange={(event) => setForm({ ...form, isDefault: event.target.checked })}
          className="size-5 accent-orange-800"
        />
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
    </form>
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
                    {i18n.language === 'ml' ? name.starNameNarration : name.starName}
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
