import type { MessageTypeValue } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { CheckIcon, ErrorIcon, QuestionIcon, WarningIcon } from './icons.tsx';
import { type MessageTone, messageBoxSpec } from './message-box-model.ts';
import { ModalShell } from './modal.tsx';
import { SafeHtml } from './safe-html.tsx';

export interface MessageBoxProps {
  type: MessageTypeValue;
  text: string;
  submitText?: string | undefined;
  cancelText?: string | undefined;
  onYes: () => void;
  onClose: () => void;
}

const TONE: Record<MessageTone, { icon: typeof CheckIcon; className: string }> = {
  success: { icon: CheckIcon, className: 'bg-green-100 text-green-700' },
  warning: { icon: WarningIcon, className: 'bg-amber-100 text-amber-700' },
  error: { icon: ErrorIcon, className: 'bg-red-100 text-red-700' },
  confirm: { icon: QuestionIcon, className: 'bg-orange-100 text-orange-800' },
};

/** spec §2 modal message box, types 1–6 (see message-box-model.ts for what each shows). */
export default function MessageBox({ type, text, submitText, cancelText, onYes, onClose }: MessageBoxProps) {
  const { t } = useTranslation();
  const spec = messageBoxSpec(type);
  const tone = TONE[spec.tone];
  const Icon = tone.icon;
  return (
    <ModalShell
      title={t(spec.titleKey)}
      onDismiss={onClose}
      isDismissable={spec.isDismissable}
      role={spec.tone === 'success' ? 'dialog' : 'alertdialog'}
    >
      <div className="flex flex-col items-center gap-4 px-6 pt-6 pb-2 text-center" data-message-type={type}>
        <span className={`flex size-14 items-center justify-center rounded-full ${tone.className}`}>
          <Icon className="size-8" />
        </span>
        <p className="text-lg font-semibold text-stone-900" aria-hidden="true">
          {t(spec.titleKey)}
        </p>
        {spec.isHtml ? (
          <SafeHtml html={text} className="text-stone-700" />
        ) : (
          <p className="whitespace-pre-line text-stone-700">{text}</p>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-3 p-6">
        {spec.buttons.map((button) => {
          // A lone button takes whichever label was given; a pair maps submit to yes and cancel to close.
          const custom =
            spec.buttons.length === 1
              ? submitText || cancelText
              : button.action === 'yes'
                ? submitText
                : cancelText;
          return (
            <Button
              key={button.action}
              variant={button.isPrimary ? 'primary' : 'secondary'}
              className="min-w-28"
              onClick={button.action === 'yes' ? onYes : onClose}
              autoFocus={button.isPrimary}
            >
              {custom || t(button.labelKey)}
            </Button>
          );
        })}
      </div>
    </ModalShell>
  );
}
