import { MessageType } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useRequestDeleteOtp } from '../api/request-delete-otp.ts';

/** spec delete-account: says what deleting means, asks for confirmation, then sends the OTP. */
export default function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const { user, isChecking } = useUser();
  const requestOtp = useRequestDeleteOtp();

  if (!user) {
    return <Page title={t('account.deleteAccount')}>{isChecking ? <Loading /> : <SignInRequired />}</Page>;
  }

  const onDelete = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('account.deleteConfirm'), {
      submitText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!isSure) return;
    requestOtp.mutate(undefined, {
      onSuccess: (sent) => void navigate('/otp-for-delete', { state: { sentTo: sent.sentTo } }),
    });
  };

  return (
    <Page title={t('account.deleteAccount')} helpPage="delete-account" showBack>
      <Card className="flex flex-col gap-4">
        <p className="text-stone-800">{t('account.deleteIntro')}</p>
        <ul className="list-disc space-y-2 pl-6 text-stone-700">
          <li>{t('account.deletePoint1')}</li>
          <li>{t('account.deletePoint2')}</li>
          <li>{t('account.deletePoint3')}</li>
        </ul>
        <p className="text-stone-700">{t('account.deleteOtpNote', { mobile: user.mobile ?? '' })}</p>
        {requestOtp.isError ? <ErrorMessage error={requestOtp.error} /> : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={() => void onDelete()} isBusy={requestOtp.isPending}>
            {t('account.deleteSendOtp')}
          </Button>
          <Link
            to="/profile"
            className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-orange-900 hover:bg-orange-100"
          >
            {t('account.keepAccount')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
