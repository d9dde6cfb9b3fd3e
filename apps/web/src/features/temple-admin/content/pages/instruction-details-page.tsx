import { type Instruction, MessageType } from '@nivedya/domain';
import { Controller } from 'react-hook-form';
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
import { useSaveInstruction, useStaffInstruction } from '../api/instructions.ts';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import {
  INSTRUCTION_FIELDS,
  InstructionFormSchema,
  instructionFormValues,
} from '../instruction-form-values.ts';

const LIST = '/instruction-list';

function InstructionForm({ templeId, instruction }: { templeId: number; instruction: Instruction | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveInstruction(templeId);
  const form = useSchemaForm(InstructionFormSchema, instructionFormValues(instruction));
  const { errors } = form.formState;
  // The editor keeps its own text; it starts once from the stored body.
  const initialBody = form.formState.defaultValues?.bodyHtml ?? '';

  const submit = (input: z.output<typeof InstructionFormSchema>) => {
    const onSuccess = () =>
      alert.show(MessageType.Success, t('templeContent.instructions.saved'), {
        onClose: () => void navigate(LIST),
      });
    const onError = (failure: Error) => {
      applyFieldErrors(failure, form.setError, INSTRUCTION_FIELDS);
      alert.show(MessageType.Error, errorText(failure));
    };
    if (instruction) save.mutate({ instructionId: instruction.id, input }, { onSuccess, onError });
    else save.mutate({ instructionId: null, input }, { onSuccess, onError });
  };

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          label={t('templeContent.instructions.titleField')}
          error={fieldMessage(errors.title?.message)}
          {...form.register('title')}
          required
        />
        <TextField
          label={t('templeContent.instructions.titleNarration')}
          error={fieldMessage(errors.titleNarration?.message)}
          {...form.register('titleNarration')}
          lang="ml"
        />
        <Controller
          control={form.control}
          name="bodyHtml"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('templeContent.instructions.body')}
              initialHtml={initialBody}
              onChange={field.onChange}
              error={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('templeAdmin.orderNo')}
            inputMode="numeric"
            error={errors.orderNo ? t('templeAdmin.orderNoInvalid') : undefined}
            {...form.register('orderNo')}
          />
          <SelectField
            label={t('templeAdmin.status')}
            hint={t('templeContent.instructions.statusHint')}
            {...form.register('status')}
          >
            <option value="1">{t('templeAdmin.active')}</option>
            <option value="0">{t('templeAdmin.inactive')}</option>
          </SelectField>
        </div>
        <FormFooter cancelTo={LIST} isSaving={save.isPending} />
      </SchemaForm>
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
