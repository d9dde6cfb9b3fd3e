import { type AdminHelpEntry, MessageType } from '@nivedya/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { RichTextEditor } from '../../temple-admin/content/components/rich-text-editor.tsx';
import { FormFooter } from '../../temple-admin/shared/form-footer.tsx';
import {
  type SaveHelpVariables,
  useAdminHelpEntries,
  useAdminHelpEntry,
  useSaveHelpEntry,
} from '../api/admin-help.ts';
import { HELP_FORM_FIELDS, helpFormSchema, helpFormValues } from '../help-form-values.ts';

const LIST_PATH = '/help-list';

/** spec help-list for administrators: every help page, shown or hidden, each opening its editor. */
export function AdminHelpList() {
  const { t } = useTranslation();
  const list = useListState();
  const entries = useAdminHelpEntries(list.query);
  const columns: TableColumn<AdminHelpEntry>[] = [
    {
      id: 'title',
      header: t('helpAdmin.titleField'),
      isRowHeader: true,
      cell: (entry) => (
        <Link to={`/help-details?id=${entry.id}`} className="font-semibold text-orange-900 hover:underline">
          {entry.title}
        </Link>
      ),
    },
    { id: 'page', header: t('helpAdmin.pageName'), phone: 'plain', cell: (entry) => entry.pageName },
    {
      id: 'status',
      header: t('helpAdmin.status'),
      phone: 'badge',
      cell: (entry) => (entry.status === 1 ? t('helpAdmin.shown') : t('helpAdmin.hidden')),
    },
  ];
  return (
    <>
      <ListFilters
        search={{ label: t('help.searchPlaceholder'), value: list.searchText, onChange: list.setSearchText }}
      />
      <ListResults
        query={entries}
        emptyText={t('help.noneYet')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('help.listTitle')}
            columns={columns}
            items={items}
            itemKey={(entry) => entry.id}
            itemTestId="help-entry"
          />
        )}
      </ListResults>
    </>
  );
}

function HelpForm({ entry, pageName }: { entry: AdminHelpEntry | null; pageName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveHelpEntry();
  const form = useSchemaForm(helpFormSchema(entry), helpFormValues(entry, pageName));
  const { errors } = form.formState;
  const initialHtml = form.formState.defaultValues?.contentHtml ?? '';

  const submit = (variables: SaveHelpVariables) =>
    save.mutate(variables, {
      onSuccess: () =>
        alert.show(MessageType.Success, t('helpAdmin.saved'), { onClose: () => void navigate(LIST_PATH) }),
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, HELP_FORM_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('helpAdmin.pageName')}
            hint={t('helpAdmin.pageNameHint')}
            error={fieldMessage(errors.pageName?.message)}
            required
            autoComplete="off"
            {...form.register('pageName')}
          />
          <SelectField label={t('helpAdmin.status')} {...form.register('status')}>
            <option value="1">{t('helpAdmin.shown')}</option>
            <option value="0">{t('helpAdmin.hidden')}</option>
          </SelectField>
        </div>
        <TextField
          label={t('helpAdmin.titleField')}
          error={fieldMessage(errors.title?.message)}
          required
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="contentHtml"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('helpAdmin.content')}
              initialHtml={initialHtml}
              onChange={field.onChange}
              error={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <FormFooter cancelTo={LIST_PATH} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}

/** spec help-details for administrators: a new help page (for ?page=…), or the one of ?id=… to edit. */
export function AdminHelpEditor({ id, pageName }: { id: number | null; pageName: string }) {
  const entry = useAdminHelpEntry(id);
  if (id === null) return <HelpForm entry={null} pageName={pageName} />;
  if (entry.isPending) return <Loading />;
  if (entry.isError) return <ErrorMessage error={entry.error} onRetry={() => void entry.refetch()} />;
  return <HelpForm key={entry.data.id} entry={entry.data} pageName={pageName} />;
}
