import { MessageType, type MessageTypeValue } from '@nivedya/domain';

/**
 * spec §2 modal message box: 1 success, 2 warning, 3 error, 4 confirmation with yes and cancel (text
 * as HTML), 5 success with OK and Close, 6 warning with OK. A button either confirms ("yes", runs the
 * yes callback) or dismisses ("close", runs the close callback).
 */
export interface MessageBoxButton {
  action: 'yes' | 'close';
  /** i18n key of the default label; submitText / cancelText replace it. */
  labelKey: string;
  isPrimary: boolean;
}

export type MessageTone = 'success' | 'warning' | 'error' | 'confirm';

export interface MessageBoxSpec {
  tone: MessageTone;
  titleKey: string;
  buttons: MessageBoxButton[];
  isHtml: boolean;
  /** Whether Escape or a tap outside may dismiss it (runs the close callback). */
  isDismissable: boolean;
}

const OK_CLOSE: MessageBoxButton = { action: 'close', labelKey: 'common.ok', isPrimary: true };

export function messageBoxSpec(type: MessageTypeValue): MessageBoxSpec {
  switch (type) {
    case MessageType.Success:
      return {
        tone: 'success',
        titleKey: 'messageBox.success',
        buttons: [OK_CLOSE],
        isHtml: false,
        isDismissable: true,
      };
    case MessageType.Warning:
      return {
        tone: 'warning',
        titleKey: 'messageBox.warning',
        buttons: [OK_CLOSE],
        isHtml: false,
        isDismissable: true,
      };
    case MessageType.Error:
      return {
        tone: 'error',
        titleKey: 'messageBox.error',
        buttons: [OK_CLOSE],
        isHtml: false,
        isDismissable: true,
      };
    case MessageType.Confirm:
      return {
        tone: 'confirm',
        titleKey: 'messageBox.confirm',
        buttons: [
          { action: 'close', labelKey: 'common.cancel', isPrimary: false },
          { action: 'yes', labelKey: 'common.yes', isPrimary: true },
        ],
        isHtml: true,
        isDismissable: true,
      };
    case MessageType.SuccessWithClose:
      return {
        tone: 'success',
        titleKey: 'messageBox.success',
        buttons: [
          { action: 'close', labelKey: 'common.close', isPrimary: false },
          { action: 'yes', labelKey: 'common.ok', isPrimary: true },
        ],
        isHtml: false,
        isDismissable: true,
      };
    case MessageType.WarningWithOk:
      return {
        tone: 'warning',
        titleKey: 'messageBox.warning',
        buttons: [{ action: 'yes', labelKey: 'common.ok', isPrimary: true }],
        isHtml: false,
        // The only way out is OK, so its callback always runs (the forced update relies on it).
        isDismissable: false,
      };
  }
}
