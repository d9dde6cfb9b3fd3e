import {
  MAX_MATERIALS_PER_SEVA,
  MessageType,
  type ReplaceSevaMaterialsInput,
  type SevaMaterials,
} from '@nivedya/domain';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useReplaceSevaMaterials, useSevaMaterials } from '../api/seva-materials.ts';
import {
  emptyMaterial,
  type MaterialsFormValues,
  materialFieldPaths,
  materialsFormSchema,
  materialToForm,
} from '../seva-materials-form-values.ts';

function MaterialsForm({ templeId, saved }: { templeId: number; saved: SevaMaterials }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const replace = useReplaceSevaMaterials(templeId, saved.sevaId);
  const form = useSchemaForm<MaterialsFormValues, ReplaceSevaMaterialsInput>(materialsFormSchema, {
    materials: saved.materials.map(materialToForm),
  });
  const materials = useFieldArray({ control: form.control, name: 'materials' });
  const { errors, isDirty } = form.formState;
  const error = (index: number, field: 'name' | 'quantity' | 'unit') => {
    const message = errors.materials?.[index]?.[field]?.message;
    return message ? fieldMessage(message) : undefined;
  };

  const save = (input: ReplaceSevaMaterialsInput) => {
    replace.mutate(input, {
      onSuccess: (result) => {
        form.reset({ materials: result.materials.map(materialToForm) });
        alert.show(MessageType.Success, t('sevaMaterials.saved'));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, materialFieldPaths(materials.fields.length));
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={save}
      aria-label={t('sevaMaterials.title')}
      data-testid="seva-materials"
    >
      {materials.fields.length === 0 ? (
        <p className="text-stone-700">{t('sevaMaterials.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {materials.fields.map((material, index) => (
            <li
              key={material.id}
              className="grid grid-cols-2 items-start gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:border-0 sm:p-0"
              data-testid="seva-material"
            >
              <div className="col-span-2 sm:col-span-1">
                <TextField
                  label={t('sevaMaterials.name')}
                  {...form.register(`materials.${index}.name`)}
                  error={error(index, 'name')}
                  maxLength={100}
                />
              </div>
              <TextField
                label={t('sevaMaterials.quantity')}
                inputMode="decimal"
                {...form.register(`materials.${index}.quantity`)}
                error={error(index, 'quantity')}
              />
              <TextField
                label={t('sevaMaterials.unit')}
                {...form.register(`materials.${index}.unit`)}
                error={error(index, 'unit')}
                maxLength={20}
                list="seva-material-units"
              />
              <Button
                variant="secondary"
                className="col-span-2 sm:col-span-1 sm:mt-7"
                aria-label={t('sevaMaterials.removeNamed', {
                  name: form.getValues(`materials.${index}.name`) || String(index + 1),
                })}
                onClick={() => materials.remove(index)}
              >
                {t('sevaMaterials.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <datalist id="seva-material-units">
        {(['kg', 'g', 'litre', 'ml', 'nos'] as const).map((unit) => (
          <option key={unit} value={t(`sevaMaterials.units.${unit}`)} />
        ))}
      </datalist>
      {errors.materials?.root?.message ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {fieldMessage(errors.materials.root.message)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4">
        <Button
          variant="secondary"
          disabled={materials.fields.length >= MAX_MATERIALS_PER_SEVA}
          onClick={() => materials.append(emptyMaterial())}
        >
          {t('sevaMaterials.add')}
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          {isDirty ? <p className="text-sm text-stone-600">{t('sevaMaterials.unsaved')}</p> : null}
          <Button
            type="submit"
            isBusy={replace.isPending}
            disabled={!isDirty}
            data-testid="seva-materials-save"
          >
            {t('sevaMaterials.save')}
          </Button>
        </div>
      </div>
    </SchemaForm>
  );
}

/**
 * What one performance of the seva takes (ghee, rice, flowers): the priest's worksheet multiplies
 * it by the sevas booked for the day. Saved on its own, beside the seva's form.
 */
export function SevaMaterialsCard({ templeId, sevaId }: { templeId: number; sevaId: number }) {
  const { t } = useTranslation();
  const saved = useSevaMaterials(templeId, sevaId);
  return (
    <Card className="mt-6 flex flex-col gap-4">
      <div>
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('sevaMaterials.title')}</h2>
        <p className="text-sm text-stone-600">{t('sevaMaterials.hint')}</p>
      </div>
      {saved.isPending ? (
        <Loading />
      ) : saved.isError ? (
        <ErrorMessage error={saved.error} onRetry={() => void saved.refetch()} />
      ) : (
        <MaterialsForm key={saved.data.sevaId} templeId={templeId} saved={saved.data} />
      )}
    </Card>
  );
}
