import { MessageType, VQ_QUESTION_KINDS, type VqQuestion, VqQuestionInputSchema } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { type FieldErrors, issuesByField, linesOf, serverFieldErrors, toNumber } from '../admin-forms.ts';
import { useSaveVqQuestion, useVqQuestion } from '../api/vq-questions.ts';
import { AdminTemple } from '../components/admin-temple.tsx';
import { CheckField } from '../components/check-field.tsx';

function QuestionForm({ templeId, question }: { templeId: number; question: VqQuestion | null }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveVqQuestion(templeId);
  const [values, setValues] = useState({
    label: question?.label ?? '',
    labelNarration: question?.labelNarration ?? '',
    kind: question?.kind ?? 'text',
    options: question?.options.join('\n') ?? '',
    isRequired: question?.isRequired ?? false,
    sortOrder: String(question?.sortOrder ?? 0),
    isActive: question?.isActive ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => fieldMessage(errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = VqQuestionInputSchema.safeParse({
      label: values.label,
      labelNarration: values.labelNarration.trim() || null,
      kind: values.kind,
      options: values.kind === 'choice' ? linesOf(values.options) : [],
      isRequired: values.isRequired,
      sortOrder: toNumber(values.sortOrder),
      isActive: values.isActive,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: question?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          alert.show(MessageType.Success, t('vqAdmin.questions.saved'));
          void navigate('/virtual-queue-question-list');
        },
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
          label={t('vqAdmin.questions.label')}
          value={values.label}
          onChange={set('label')}
          error={error('label')}
          maxLength={200}
        />
        <TextField
          label={t('vqAdmin.questions.labelNarration')}
          lang="ml"
          value={values.labelNarration}
          onChange={set('labelNarration')}
          error={error('labelNarration')}
          maxLength={200}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label={t('vqAdmin.questions.kindLabel')}
            value={values.kind}
            onChange={set('kind')}
            error={error('kind')}
          >
            {VQ_QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`vqAdmin.questions.kind.${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('vqAdmin.questions.order')}
            type="number"
            inputMode="numeric"
            value={values.sortOrder}
            onChange={set('sortOrder')}
            error={error('sortOrder')}
          />
        </div>
        {values.kind === 'choice' ? (
          <TextAreaField
            label={t('vqAdmin.questions.options')}
            hint={t('vqAdmin.oneALine')}
            value={values.options}
            onChange={set('options')}
            error={error('options')}
            rows={4}
          />
        ) : null}
        <CheckField
          label={t('vqAdmin.questions.required')}
          checked={values.isRequired}
          onChange={(event) => setValues((current) => ({ ...current, isRequired: event.target.checked }))}
        />
        <CheckField
          label={t('vqAdmin.questions.isActive')}
          checked={values.isActive}
          onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function QuestionDetail({ templeId, canManage }: { templeId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('questionId'));
  const questionId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const question = useVqQuestion(templeId, questionId);
  if (!canManage) return <Notice>{t('vqAdmin.readOnly')}</Notice>;
  if (questionId === null) return <QuestionForm templeId={templeId} question={null} />;
  if (question.isPending) return <Loading />;
  if (question.isError)
    return <ErrorMessage error={question.error} onRetry={() => void question.refetch()} />;
  return <QuestionForm key={question.data.id} templeId={templeId} question={question.data} />;
}

/** spec virtual-queue-question-detail: add or change one question (?questionId=… to change). */
export default function VqQuestionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('questionId') ? t('vqAdmin.questions.editTitle') : t('vqAdmin.questions.addTitle');
  return (
    <Page title={title} helpPage="virtual-queue-question-detail" showBack>
      <AdminTemple>
        {(templeId, canManage) => <QuestionDetail templeId={templeId} canManage={canManage} />}
      </AdminTemple>
    </Page>
  );
}
