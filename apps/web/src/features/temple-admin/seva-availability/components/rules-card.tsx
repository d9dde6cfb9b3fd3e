import {
  MessageType,
  type ReplaceAvailabilityRulesInput,
  type SevaAvailabilitySettings,
} from '@nivedya/domain';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useAvailabilityRules, useReplaceAvailabilityRules } from '../api/availability-rules.ts';
import {
  emptyRule,
  type RuleKind,
  ruleFieldPaths,
  rulesFormSchema,
  ruleToForm,
} from '../rule-form-values.ts';
import { RuleEditor } from './rule-editor.tsx';

const KINDS: readonly RuleKind[] = ['weekly', 'dates', 'special'];

function RulesForm({ templeId, settings }: { templeId: number; settings: SevaAvailabilitySettings }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const replace = useReplaceAvailabilityRules(templeId, settings.sevaId);
  const limitInvalid = t('availability.limitInvalid');
  const schema = useMemo(() => rulesFormSchema({ limitInvalid }), [limitInvalid]);
  const form = useSchemaForm(schema, { rules: settings.rules.map(ruleToForm) });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const { errors, isDirty } = form.formState;

  const remove = async (index: number) => {
    const rule = rules.fields[index];
    if (!rule) return;
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('availability.confirmRemove', { kind: t(`availability.kind.${rule.kind}`) }),
      { submitText: t('availability.removeRule') },
    );
    if (isSure) rules.remove(index);
  };

  const save = (input: ReplaceAvailabilityRulesInput) => {
    replace.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ rules: saved.rules.map(ruleToForm) });
        alert.show(MessageType.Success, t('availability.saved'));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, ruleFieldPaths(rules.fields.length));
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <SchemaForm form={form} onSubmit={save}>
      <dl className="grid gap-2 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-stone-900">{t('availability.sevaLimit')}: </dt>
          <dd className="inline">{settings.maxLimitPerDay ?? t('availability.noLimit')}</dd>
        </div>
      </dl>
      {rules.fields.length === 0 ? (
        <p className="text-stone-700" data-testid="availability-no-rules">
          {t('availability.noRules')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {rules.fields.map((rule, index) => (
            <RuleEditor
              key={rule.id}
              form={form}
              index={index}
              kind={rule.kind}
              errors={errors.rules?.[index]}
              onRemove={() => void remove(index)}
            />
          ))}
        </ul>
      )}
      {errors.rules?.root?.message ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {fieldMessage(errors.rules.root.message)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            // A new rule goes at the end; the person stays at the buttons to add more.
            onClick={() => rules.append(emptyRule(kind), { shouldFocus: false })}
          >
            {t(`availability.add.${kind}`)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4">
        {isDirty ? <p className="text-sm text-stone-600">{t('availability.unsaved')}</p> : null}
        <Button type="submit" isBusy={replace.isPending} disabled={!isDirty} data-testid="availability-save">
          {t('availability.save')}
        </Button>
      </div>
    </SchemaForm>
  );
}

/** spec seva-availability-settings: weekdays, date ranges, daily limits and special-pooja dates. */
export function RulesCard({ templeId, sevaId }: { templeId: number; sevaId: number }) {
  const { t } = useTranslation();
  const settings = useAvailabilityRules(templeId, sevaId);
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('availability.rulesTitle')}</h2>
        <p className="text-sm text-stone-600">{t('availability.rulesHint')}</p>
      </div>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <RulesForm key={settings.data.sevaId} templeId={templeId} settings={settings.data} />
      )}
    </Card>
  );
}
