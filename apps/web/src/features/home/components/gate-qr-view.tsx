import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ModalShell, ModalTitleBar } from '../../../ui/modal.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import type { GateToken } from '../api/find-next-queue-token.ts';

/** The QR's largest side; on a phone it takes the screen's width less a margin. */
const GATE_QR_PX = 400;

/**
 * The darshan token full screen, for the gate (issue #18): white all round so a scanner reads it at
 * arm's length, the queue number large below it for a gate that types it, and the slot to check.
 * Loaded lazily with the dialog it opens in.
 */
export default function GateQrView({ token, onClose }: { token: GateToken; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalShell
      title={t('home.comingUp.gateTitle', { temple: token.templeName })}
      onDismiss={onClose}
      placement="full"
    >
      <ModalTitleBar title={t('home.comingUp.darshanToken')} onClose={onClose} />
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 overflow-y-auto bg-white p-4 text-center">
        <div className="w-full max-w-[400px] [&>*]:!h-auto [&>*]:!w-full [&>*]:aspect-square">
          <QrCode
            text={token.qrText}
            width={GATE_QR_PX}
            label={t('home.comingUp.qrLabel', { number: token.queueNumber })}
          />
        </div>
        <p className="font-mono text-2xl font-bold text-stone-950" data-testid="gate-queue-number">
          {token.queueNumber}
        </p>
        <p className="text-lg font-semibold text-stone-900">{token.templeName}</p>
        <p className="text-lg text-stone-800">
          {token.displayDate} · {token.slot}
        </p>
        <p className="text-stone-700">{t('home.comingUp.devotees', { count: token.noOfDevotees })}</p>
      </div>
      <div className="border-t border-stone-200 bg-white p-3">
        <Button variant="secondary" className="w-full" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </ModalShell>
  );
}
