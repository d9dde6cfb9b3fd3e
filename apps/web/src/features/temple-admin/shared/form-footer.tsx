import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';

/** The Cancel (back to the list) and Save buttons that end every temple-admin edit form. */
export function FormFooter({ cancelTo, isSaving }: { cancelTo: string; isSaving: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={() => void navigate(cancelTo)}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" isBusy={isSaving}>
        {t('common.save')}
      </Button>
    </div>
  );
}
