import { errorMessage, fieldMessage, isErrorCode, isLanguage, type Language } from '@nivedya/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesIn } from '../i18n/index.ts';
import { isApiError, NETWORK_ERROR } from './api-client.ts';
import { isOnline } from './online-status.ts';

export function currentLanguage(language: string | undefined): Language {
  return isLanguage(language) ? language : 'en';
}

/**
 * The words a person reads for a failed call. A screen may give its own words for a code (overrides);
 * in English the server's detail is specific and meant for people, so it is used for 4xx answers; in
 * other languages the catalogue's message for the code is.
 */
export type ErrorOverrides = Partial<Record<string, string>>;

export function useErrorText(): (error: unknown, overrides?: ErrorOverrides) => string {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return useCallback(
    (error: unknown, overrides?: ErrorOverrides) => {
      if (!isApiError(error)) return t('errors.unexpected');
      // Offline is the device's state, not the server's: say so, in the words of the offline banner.
      if (error.code === NETWORK_ERROR)
        return isOnline() ? t('errors.network') : t('offline.needsConnection');
      const override = overrides?.[error.code];
      if (override) return override;
      const isSpecific = error.status < 500 && error.code !== 'VALIDATION_FAILED' && error.detail;
      if (language === 'en' && isSpecific) return error.detail;
      if (isErrorCode(error.code)) return errorMessage(error.code, messagesIn(language));
      return error.detail || t('errors.unexpected');
    },
    [t, language],
  );
}

/** A schema message (client or server side) in the current language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return useCallback(
    (message: string | undefined) => (message ? fieldMessage(message, messagesIn(language)) : undefined),
    [language],
  );
}
