import type { TempleBankDetails } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../../../lib/back-button.ts';
import { BankAccount } from '../../../ui/bank-account.tsx';
import { Button } from '../../../ui/button.tsx';
import { ModalShell, ModalTitleBar } from '../../../ui/modal.tsx';

/**
 * spec bank-details-checkout (modal): asks the devotee to pay the amount into the temple trust's
 * account — bank, branch, account name, account number, IFSC. Cancel closes with no result; Book
 * closes with true (the caller then places the order). Online payment is delayed for this temple, and
 * the booking waits for the temple to verify the transfer.
 */
export default function BankDetailsModal({
  templeName,
  amount,
  bankDetails,
  onClose,
}: {
  templeName: string;
  amount: number;
  bankDetails: TempleBankDetails;
  onClose: (result?: true) => void;
}) {
  const { t } = useTranslation();
  const release = useCloseOnBack(true, () => onClose());
  const close = (result?: true) => void release().then(() => onClose(result));
  return (
    <ModalShell title={t('bank.title')} onDismiss={() => close()}>
      <ModalTitleBar title={t('bank.title')} onClose={() => close()} />
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {t('bank.delayed')}
        </p>
        <p className="text-stone-800">
          {t('bank.payInto', { amount: formatRupees(amount), temple: templeName })}
        </p>
        <BankAccount bankDetails={bankDetails} />
        <p className="text-sm text-stone-700">{t('bank.verification')}</p>
      </div>
      <div className="flex justify-end gap-3 border-t border-stone-200 p-4">
        <Button variant="secondary" onClick={() => close()}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => close(true)}>{t('bank.book')}</Button>
      </div>
    </ModalShell>
  );
}
