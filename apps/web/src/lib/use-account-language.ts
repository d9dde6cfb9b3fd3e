import { isLanguage } from '@nivedya/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from './api-client.ts';
import { setSignedInUser, useUser } from './auth.ts';
import { readString, StorageKey } from './storage.ts';

/**
 * The signed-in user's account keeps the language they chose in the app, so the server writes their
 * notifications and SMS in it (issue #17). Only a choice made on this device is sent: a device where
 * none was made shows its default and leaves the account's as it is.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const accountLanguage = user?.language;
  const userId = user?.id;
  const shown = i18n.language;
  useEffect(() => {
    if (userId === undefined || !isLanguage(shown) || shown === accountLanguage) return;
    if (readString(StorageKey.language) !== shown) return;
    // Failures are left for the next change or start: the screens work in either language meanwhile.
    apiClient
      .patch('/api/v1/me', { body: { language: shown } })
      .then((updated) => setSignedInUser(queryClient, updated))
      .catch(() => undefined);
  }, [userId, accountLanguage, shown, queryClient]);
}
