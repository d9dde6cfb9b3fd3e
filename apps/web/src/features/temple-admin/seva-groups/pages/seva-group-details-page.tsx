import {
  CreateSevaGroupInputSchema,
  MessageType,
  type StaffSevaGroup,
  UpdateSevaGroupInputSchema,
} from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { FormFooter } from '../../shared/form-footer.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors } from '../../shared/schema-errors.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useSaveSevaGroup, useStaffSevaGroup } from '../api/seva-group.ts';
import {
  type SevaGroupFormValues,
  sevaGroupFormValues,
  toSevaGroupInput,
} from '../seva-group-form-values.ts';

function GroupForm({ templeId, group }: { templeId: number; group: StaffSevaGroup | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveSevaGroup(templeId);
  const [values, setValues] = useState<SevaGroupFormValues>(() => sevaGroupFormValues(group));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof SevaGroupFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => fieldMessage(errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toSevaGroupInput(values);
    const parsed = (group ? UpdateSevaGroupInputSchema : CreateSevaGroupInputSchema).safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { groupId: group?.id ?? null, input },
      {
        onSuccess: () =>
          alert.show(MessageType.Success, t('sevaGroups.saved'), {
            onClose: () => void navigate('/seva-group-list'),
          }),
        onError: (failure) => {
          setErrors(serverFieldErrors(failure));
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('sevaGroups.name')}
          value={values.name}
          onChange={set('name')}
          error={error('name')}
          required
        />
        <TextField
          label={t('sevaGroups.nameNarration')}
          value={values.nameNarration}
          onChange={set('nameNarration')}
          error={error('nameNarration')}
          lang="ml"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('sevaGroups.code')}
            value={values.code}
            onChange={set('code')}
            error={error('code')}
            hint={t('sevas.codeHint')}
          />
          <TextField
            label={t('templeAdmin.orderNo')}
            inputMode="numeric"
            value={values.orderNo}
            onChange={set('orderNo')}
            error={errors.orderNo ? t('templeAdmin.orderNoInvalid') : undefined}
          />
          <SelectField label={t('templeAdmin.status')} value={values.status} onChange={set('status')}>
            <option value="1">{t('templeAdmin.active')}</option>
            <option value="0">{t('templeAdmin.inactive')}</option>
          </SelectField>
        </div>
        {group ? (
          <p className="text-sm text-stone-600">{t('sevaGroups.sevaCount', { count: group.sevaCount })}</p>
        ) : null}
        <FormFooter cancelTo={'/seva-group-list'} isSaving={save.isPending} />
      </form>
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
