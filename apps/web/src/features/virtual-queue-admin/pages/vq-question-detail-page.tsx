import {
  MessageType,
  VQ_QUESTION_KINDS,
  type VqQuestion,
  type VqQuestionInput,
  VqQuestionInputSchema,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { linesOf, toNumber } from '../admin-forms.ts';
import { useSaveVqQuestion, useVqQuestion } from '../api/vq-questions.ts';
import { AdminTemple } from '../components/admin-temple.tsx';
import { blankAsNull, onItsFields } from '../components/queue-form-schemas.ts';

/**
 * The inputs turned into values; the question's schema then checks them as the server does, every field
 * at once (its rules span fields: only a choice question has choices). Choices typed before the kind
 * changed are not sent; a blank order stays NaN for the schema to refuse, not 0 by default.
 */
const QuestionFormSchema = z
  .object({
    label: z.string(),
    labelNarration: z.string().transform(blankAsNull),
    kind: z.enum(VQ_QUESTION_KINDS),
    options: z.string(),
    isRequired: z.boolean(),
    sortOrder: z.string().transform(toNumber),
    isActive: z.boolean(),
  })
  .transform(
    ({ kind, options, ...fields }): z.input<typeof VqQuestionInputSchema> => ({
      ...fields,
      kind,
      options: kind === 'choice' ? linesOf(options) : [],
    }),
  )
  .pipe(onItsFields(VqQuestionInputSchema));
const QUESTION_FIELDS = [
  'label',
  'labelNarration',
  'kind',
  'options',
  'isRequired',
  'sortOrder',
  'isActive',
] as const;

function QuestionForm({ templeId, question }: { templeId: number; question: VqQuestion | null }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveVqQuestion(templeId);
  const form = useSchemaForm(QuestionFormSchema, {
    label: question?.label ?? '',
    labelNarration: question?.labelNarration ?? '',
    kind: question?.kind ?? 'text',
    options: question?.options.join('\n') ?? '',
    isRequired: question?.isRequired ?? false,
    sortOrder: String(question?.sortOrder ?? 0),
    isActive: question?.isActive ?? true,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const submit = (input: VqQuestionInput) =>
    save.mutate(
      { id: question?.id ?? null, input },
      {
        onSuccess: () => {
          alert.show(MessageType.Success, t('vqAdmin.questions.saved'));
          void navigate('/virtual-queue-question-list');
        },
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, QUESTION_FIELDS);
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          label={t('vqAdmin.questions.label')}
          error={fieldMessage(errors.label?.message)}
          {...form.register('label')}
          maxLength={200}
        />
        <TextField
          label={t('vqAdmin.questions.labelNarration')}
          lang="ml"
          error={fieldMessage(errors.labelNarration?.message)}
          {...form.register('labelNarration')}
          maxLength={200}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label={t('vqAdmin.questions.kindLabel')}
            error={fieldMessage(errors.kind?.message)}
            {...form.register('kind')}
          >
            {VQ_QUESTION_KINDS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`vqAdmin.questions.kind.${choice}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('vqAdmin.questions.order')}
            type="number"
            inputMode="numeric"
            error={fieldMessage(errors.sortOrder?.message)}
            {...form.register('sortOrder')}
          />
        </div>
        {kind === 'choice' ? (
          <TextAreaField
            label={t('vqAdmin.questions.options')}
            hint={t('vqAdmin.oneALine')}
            error={fieldMessage(errors.options?.message)}
            {...form.register('options')}
            rows={4}
          />
        ) : null}
        <CheckField label={t('vqAdmin.questions.required')} {...form.register('isRequired')} />
        <CheckField label={t('vqAdmin.questions.isActive')} {...form.register('isActive')} />
        <div className="flex justify-end">
          <Button type="submit" isBusy={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </SchemaForm>
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
