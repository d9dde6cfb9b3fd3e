import { MessageType, type StaffSevaGroup } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { FormFooter } from '../../shared/form-footer.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useSaveSevaGroup, useStaffSevaGroup } from '../api/seva-group.ts';
import { SEVA_GROUP_FIELDS, SevaGroupFormSchema, sevaGroupFormValues } from '../seva-group-form-values.ts';

function GroupForm({ templeId, group }: { templeId: number; group: StaffSevaGroup | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveSevaGroup(templeId);
  const form = useSchemaForm(SevaGroupFormSchema, sevaGroupFormValues(group));
  const { errors } = form.formState;

  const submit = (input: z.output<typeof SevaGroupFormSchema>) =>
    save.mutate(
      { groupId: group?.id ?? null, input },
      {
        onSuccess: () =>
          alert.show(MessageType.Success, t('sevaGroups.saved'), {
            onClose: () => void navigate('/seva-group-list'),
          }),
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, SEVA_GROUP_FIELDS);
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          label={t('sevaGroups.name')}
          error={fieldMessage(errors.name?.message)}
          {...form.register('name')}
          required
        />
        <TextField
          label={t('sevaGroups.nameNarration')}
          error={fieldMessage(errors.nameNarration?.message)}
          {...form.register('nameNarration')}
          lang="ml"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('sevaGroups.code')}
            error={fieldMessage(errors.code?.message)}
            hint={t('sevas.codeHint')}
            {...form.register('code')}
          />
          <TextField
            label={t('templeAdmin.orderNo')}
            inputMode="numeric"
            error={errors.orderNo ? t('templeAdmin.orderNoInvalid') : undefined}
            {...form.register('orderNo')}
          />
          <SelectField label={t('templeAdmin.status')} {...form.register('status')}>
            <option value="1">{t('templeAdmin.active')}</option>
            <option value="0">{t('templeAdmin.inactive')}</option>
          </SelectField>
        </div>
        {group ? (
          <p className="text-sm text-stone-600">{t('sevaGroups.sevaCount', { count: group.sevaCount })}</p>
        ) : null}
        <FormFooter cancelTo={'/seva-group-list'} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}

function GroupEditor({ templeId, groupId }: { templeId: number; groupId: number | null }) {
  const group = useStaffSevaGroup(templeId, groupId);
  if (groupId === null) return <GroupForm templeId={templeId} group={null} />;
  if (group.isPending) return <Loading />;
  if (group.isError) return <ErrorMessage error={group.error} onRetry={() => void group.refetch()} />;
  return <GroupForm key={group.data.id} templeId={templeId} group={group.data} />;
}

/** spec seva-group-details: add a seva group, or edit one (?id=…). */
export default function SevaGroupDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const groupId = parseId(params.get('id'));
  return (
    <Page
      title={groupId === null ? t('sevaGroups.addTitle') : t('sevaGroups.editTitle')}
      helpPage="seva-group-details"
      showBack
    >
      <StaffTemple>{(templeId) => <GroupEditor templeId={templeId} groupId={groupId} />}</StaffTemple>
    </Page>
  );
}
