import {
  MessageType,
  ReplaceAvailabilityRulesInputSchema,
  type SevaAvailabilitySettings,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card } from '../../../../ui/page.tsx';
import { useAvailabilityRules, useReplaceAvailabilityRules } from '../api/availability-rules.ts';
import {
  emptyRule,
  type RuleFormValues,
  type RuleKind,
  ruleFromForm,
  ruleToForm,
} from '../rule-form-values.ts';
import { RuleEditor } from './rule-editor.tsx';

type RuleErrors = Record<number, Partial<Record<string, string>>>;

const KINDS: readonly RuleKind[] = ['weekly', 'dates', 'special'];

function RulesForm({ templeId, settings }: { templeId: number; settings: SevaAvailabilitySettings }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const replace = useReplaceAvailabilityRules(templeId, settings.sevaId);
  const [rules, setRules] = useState<RuleFormValues[]>(() => settings.rules.map(ruleToForm));
  const [errors, setErrors] = useState<RuleErrors>({});
  const [isDirty, setIsDirty] = useState(false);

  const update = (next: RuleFormValues[]) => {
    setRules(next);
    setIsDirty(true);
  };

  const remove = async (index: number) => {
    const rule = rules[index];
    if (!rule) return;
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('availability.confirmRemove', { kind: t(`availability.kind.${rule.kind}`) }),
      { submitText: t('availability.removeRule') },
    );
    if (!isSure) return;
    update(rules.filter((_, position) => position !== index));
    setErrors({});
  };

  const save = () => {
    const limitErrors: RuleErrors = {};
    rules.forEach((rule, index) => {
      if (rule.dailyLimit.trim() !== '' && !/^\d+$/.test(rule.dailyLimit.trim())) {
        limitErrors[index] = { dailyLimit: t('availability.limitInvalid') };
      }
    });
    const parsed = ReplaceAvailabilityRulesInputSchema.safeParse({ rules: rules.map(ruleFromForm) });
    const found: RuleErrors = { ...limitErrors };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        if (typeof index !== 'number') continue;
        const forRule = found[index] ?? {};
        forRule[String(field ?? 'weekdays')] ??= issue.message;
        found[index] = forRule;
      }
    }
    setErrors(found);
    if (!parsed.success || Object.keys(limitErrors).length > 0) return;
    replace.mutate(parsed.data, {
      onSuccess: (saved) => {
        setRules(saved.rules.map(ruleToForm));
        setIsDirty(false);
        alert.show(MessageType.Success, t('availability.saved'));
      },
      onError: (failure) => {
        if (isApiError(failure)) {
          const fromServer: RuleErrors = {};
          for (const fieldError of failure.fieldErrors) {
            const match = /^rules\.(\d+)\.(\w+)/.exec(fieldError.field);
            if (!match) continue;
            const index = Number(match[1]);
            const forRule = fromServer[index] ?? {};
            forRule[match[2] ?? ''] ??= fieldError.message;
            fromServer[index] = forRule;
          }
          setErrors(fromServer);
        }
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <>
      <dl className="grid gap-2 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-stone-900">{t('availability.sevaLimit')}: </dt>
          <dd className="inline">{settings.maxLimitPerDay ?? t('availability.noLimit')}</dd>
        </div>
      </dl>
      {rules.length === 0 ? (
        <p className="text-stone-700" data-testid="availability-no-rules">
          {t('availability.noRules')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {rules.map((rule, index) => (
            <RuleEditor
              key={rule.key}
              rule={rule}
              errors={errors[index] ?? {}}
              onChange={(changed) =>
                update(rules.map((existing, position) => (position === index ? changed : existing)))
              }
              onRemove={() => void remove(index)}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <Button key={kind} variant="secondary" onClick={() => update([...rules, emptyRule(kind)])}>
            {t(`availability.add.${kind}`)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4">
        {isDirty ? <p className="text-sm text-stone-600">{t('availability.unsaved')}</p> : null}
        <Button onClick={save} isBusy={replace.isPending} disabled={!isDirty} data-testid="availability-save">
          {t('availability.save')}
        </Button>
      </div>
    </>
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
