import {
  CreateInstructionInputSchema,
  type Instruction,
  MessageType,
  UpdateInstructionInputSchema,
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
import { useSaveInstruction, useStaffInstruction } from '../api/instructions.ts';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import {
  type InstructionFormValues,
  instructionFormValues,
  toInstructionInput,
} from '../instruction-form-values.ts';

const LIST = '/instruction-list';

function InstructionForm({ templeId, instruction }: { templeId: number; instruction: Instruction | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveInstruction(templeId);
  const [values, setValues] = useState<InstructionFormValues>(() => instructionFormValues(instruction));
  // The editor keeps its own text; it starts once from the stored body.
  const [initialBody] = useState(values.bodyHtml);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof InstructionFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => fieldMessage(errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInstructionInput(values);
    const parsed = (instruction ? UpdateInstructionInputSchema : CreateInstructionInputSchema).safeParse(
      input,
    );
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    const onSuccess = () =>
      alert.show(MessageType.Success, t('templeContent.instructions.saved'), {
        onClose: () => void navigate(LIST),
      });
    const onError = (failure: Error) => {
      setErrors(serverFieldErrors(failure));
      alert.show(MessageType.Error, errorText(failure));
    };
    if (instruction) save.mutate({ instructionId: instruction.id, input }, { onSuccess, onError });
    else save.mutate({ instructionId: null, input }, { onSuccess, onError });
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('templeContent.instructions.titleField')}
          value={values.title}
          onChange={set('title')}
          error={error('title')}
          required
        />
        <TextField
          label={t('templeContent.instructions.titleNarration')}
          value={values.titleNarration}
          onChange={set('titleNarration')}
          error={error('titleNarration')}
          lang="ml"
        />
        <RichTextEditor
          label={t('templeContent.instructions.body')}
          initialHtml={initialBody}
          onChange={(bodyHtml) => setValues((current) => ({ ...current, bodyHtml }))}
          error={error('bodyHtml')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('templeAdmin.orderNo')}
            inputMode="numeric"
            value={values.orderNo}
            onChange={set('orderNo')}
            error={errors.orderNo ? t('templeAdmin.orderNoInvalid') : undefined}
          />
          <SelectField
            label={t('templeAdmin.status')}
            value={values.status}
            onChange={set('status')}
            hint={t('templeContent.instructions.statusHint')}
          >
            <option value="1">{t('templeAdmin.active')}</option>
            <option value="0">{t('templeAdmin.inactive')}</option>
          </SelectField>
        </div>
        <FormFooter cancelTo={LIST} isSaving={save.isPending} />
      </form>
    </Card>
  );
}

function InstructionEditor({ templeId, instructionId }: { templeId: number; instructionId: number | null }) {
  const instruction = useStaffInstruction(templeId, instructionId);
  if (instructionId === null) return <InstructionForm templeId={templeId} instruction={null} />;
  if (instruction.isPending) return <Loading />;
  if (instruction.isError) {
    return <ErrorMessage error={instruction.error} onRetry={() => void instruction.refetch()} />;
  }
  return <InstructionForm key={instruction.data.id} templeId={templeId} instruction={instruction.data} />;
}

/** spec instruction-details: add an instruction, or edit one (?id=…), its text with simple formatting. */
export default function InstructionDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const instructionId = parseId(params.get('id'));
  return (
    <Page
      title={
        instructionId === null
          ? t('templeContent.instructions.addTitle')
          : t('templeContent.instructions.editTitle')
      }
      helpPage="instruction-details"
      showBack
    >
      <StaffTemple>
        {(templeId) => <InstructionEditor templeId={templeId} instructionId={instructionId} />}
      </StaffTemple>
    </Page>
  );
}
