import { MessageType, type MessageTypeValue } from '@nivedya/domain';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { pushBackHandler } from '../lib/back-button.ts';

/**
 * spec §2 shared alert service: show a message of a given type with submit and cancel labels; one
 * callback runs on confirm (yes), another on close; the message is cleared when either button is
 * used. The message box itself (and React Aria) loads only when a first message is shown.
 */
export interface AlertOptions {
  submitText?: string;
  cancelText?: string;
  onYes?: () => void;
  onClose?: () => void;
}

export interface AlertService {
  show: (type: MessageTypeValue, text: string, options?: AlertOptions) => void;
  clear: () => void;
  /** show() as a promise: resolves true on yes, false on close. */
  ask: (
    type: MessageTypeValue,
    text: string,
    options?: Omit<AlertOptions, 'onYes' | 'onClose'>,
  ) => Promise<boolean>;
}

interface CurrentMessage {
  key: number;
  type: MessageTypeValue;
  text: string;
  options: AlertOptions;
  release: () => Promise<void>;
}

const MessageBox = lazy(() => import('./message-box.tsx'));
const AlertContext = createContext<AlertService | null>(null);

export function preloadMessageBox(): void {
  void import('./message-box.tsx');
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentMessage | null>(null);
  const currentRef = useRef<CurrentMessage | null>(null);
  const counter = useRef(0);

  const finish = useCallback(async (action: 'yes' | 'close', viaBackButton = false) => {
    const message = currentRef.current;
    if (!message) return;
    currentRef.current = null;
    setCurrent(null);
    if (!viaBackButton) await message.release();
    const callback = action === 'yes' ? message.options.onYes : message.options.onClose;
    callback?.();
  }, []);

  const service = useMemo<AlertService>(() => {
    const show: AlertService['show'] = (type, text, options = {}) => {
      void currentRef.current?.release();
      counter.current += 1;
      const key = counter.current;
      // The back button closes a message like its close button; the warning with OK has only OK.
      const release = pushBackHandler(() => {
        if (currentRef.current?.key === key)
          void finish(type === MessageType.WarningWithOk ? 'yes' : 'close', true);
      });
      const message: CurrentMessage = { key, type, text, options, release };
      currentRef.current = message;
      setCurrent(message);
    };
    return {
      show,
      clear: () => {
        const message = currentRef.current;
        currentRef.current = null;
        setCurrent(null);
        void message?.release();
      },
      ask: (type, text, options = {}) =>
        new Promise<boolean>((resolve) => {
          show(type, text, { ...options, onYes: () => resolve(true), onClose: () => resolve(false) });
        }),
    };
  }, [finish]);

  return (
    <AlertContext.Provider value={service}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <MessageBox
            key={current.key}
            type={current.type}
            text={current.text}
            submitText={current.options.submitText}
            cancelText={current.options.cancelText}
            onYes={() => void finish('yes')}
            onClose={() => void finish('close')}
          />
        </Suspense>
      ) : null}
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertService {
  const service = useContext(AlertContext);
  if (!service) throw new Error('useAlert must be used inside <AlertProvider>');
  return service;
}
