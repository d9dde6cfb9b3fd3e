import { MessageType, type TempleDeletionResult } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { ModalShell } from '../../../ui/modal.tsx';
import { OtpField } from '../../../ui/otp-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { useStartTempleDeletion, useVerifyTempleDeletion } from '../api/platform-temples.ts';

/**
 * spec §4 temple deletion in two steps: after a confirmation an OTP goes by SMS to the temple's own
 * mobile (and by e-mail to its address where set); the administrator types what the temple office reads out. A temple that still owes devotees
 * sevas or money is disabled instead, and this says why.
 */
export function TempleDeletion({ templeId, templeName }: { templeId: number; templeName: string }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const start = useStartTempleDeletion(templeId);
  const verify = useVerifyTempleDeletion(templeId);
  const [otp, setOtp] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [result, setResult] = useState<TempleDeletionResult | null>(null);

  const begin = async () => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('platformTemples.confirmDelete', { name: templeName }),
      {
        submitText: t('platformTemples.sendOtp'),
      },
    );
    if (!isSure) return;
    start.mutate(undefined, {
      onSuccess: () => {
        setOtp('');
        verify.reset();
        setIsOpen(true);
      },
      onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
    });
  };

  const finish = () =>
    verify.mutate(otp, {
      onSuccess: (outcome) => {
        setIsOpen(false);
        if (outcome.outcome === 'deleted') {
          alert.show(MessageType.Success, t('platformTemples.deleted', { name: templeName }), {
            onClose: () => void navigate('/temple-list'),
          });
        } else setResult(outcome);
      },
    });

  return (
    <Card className="flex flex-col gap-3 border-red-200">
      <h2 className="font-serif text-lg font-bold text-red-900">{t('platformTemples.deleteTitle')}</h2>
      <p className="text-sm text-stone-700">{t('platformTemples.deleteNote')}</p>
      {result ? (
        <Notice>
          <p className="font-semibold">{t('platformTemples.disabledInstead')}</p>
          <ul className="mt-1 list-disc pl-5">
            {result.blockers.map((blocker) => (
              <li key={blocker.reason}>{blocker.message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <Button variant="danger" className="self-start" isBusy={start.isPending} onClick={() => void begin()}>
        {t('platformTemples.delete')}
      </Button>
      <ModalShell isOpen={isOpen} onDismiss={() => setIsOpen(false)} title={t('platformTemples.otpTitle')}>
        <form
          className="flex flex-col gap-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            finish();
          }}
        >
          <h2 className="font-serif text-lg font-bold text-orange-950">{t('platformTemples.otpTitle')}</h2>
          <p className="text-sm text-stone-700">
            {start.data?.emailedTo
              ? t('platformTemples.otpSentAndEmailed', {
                  to: start.data.sentTo,
                  email: start.data.emailedTo,
                  name: templeName,
                })
              : t('platformTemples.otpSent', { to: start.data?.sentTo ?? '', name: templeName })}
          </p>
          <OtpField
            label={t('platformTemples.otp')}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
            autoFocus
          />
          {verify.isError ? <ErrorMessage error={verify.error} /> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" isBusy={verify.isPending} disabled={otp.length !== 6}>
              {t('platformTemples.verifyDelete')}
            </Button>
          </div>
        </form>
      </ModalShell>
    </Card>
  );
}
