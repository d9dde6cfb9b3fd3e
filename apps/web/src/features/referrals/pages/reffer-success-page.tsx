import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckIcon } from '../../../ui/icons.tsx';
import { Card, Page } from '../../../ui/page.tsx';

/** spec reffer-success: thanks the devotee after a referral. */
export default function RefferSuccessPage() {
  const { t } = useTranslation();
  const state = useLocation().state as { templeName?: string } | null;
  return (
    <Page title={t('referral.successTitle')}>
      <Card className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckIcon className="size-8" />
        </span>
        <p className="text-stone-800">
          {state?.templeName
            ? t('referral.successNamed', { templeName: state.templeName })
            : t('referral.success')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link className="font-semibold text-orange-800 underline" to="/devotee-temple-referring">
            {t('referral.another')}
          </Link>
          <Link className="font-semibold text-orange-800 underline" to="/devotee-home-page">
            {t('referral.home')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
