import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';

/**
 * The Cancel and Save buttons that end every edit form: Cancel goes back to the list (`cancelTo`) or
 * leaves an inline form (`onCancel`); an inline form adding a record has no Cancel.
 */
export function FormFooter({
  cancelTo,
  onCancel,
  isSaving,
}: {
  cancelTo?: string;
  onCancel?: (() => void) | null;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = onCancel ?? (cancelTo === undefined ? null : () => void navigate(cancelTo));
  return (
    <div className="flex justify-end gap-2">
      {cancel ? (
        <Button variant="secondary" onClick={cancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
      <Button type="submit" isBusy={isSaving}>
        {t('common.save')}
      </Button>
    </div>
  );
}
