import { isLanguage } from '@nivedya/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/index.ts';
import { apiClient } from './api-client.ts';
import { setSignedInUser, useUser } from './auth.ts';
import { readString, StorageKey } from './storage.ts';

/**
 * The signed-in user's account keeps the language they chose in the app, so the server writes their
 * notifications and SMS in it (issue #17). A language chosen on this device goes to the account; a
 * device where none was chosen takes the account's.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const accountLanguage = user?.language;
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const chosenHere = readString(StorageKey.language);
    if (!isLanguage(chosenHere)) {
      if (isLanguage(accountLanguage) && accountLanguage !== i18n.language) void setLanguage(accountLanguage);
      return;
    }
    if (chosenHere === accountLanguage) return;
    // Failures are left for the next change or start: the screens work in either language meanwhile.
    apiClient
      .patch('/api/v1/me', { body: { language: chosenHere } })
      .then((updated) => setSignedInUser(queryClient, updated))
      .catch(() => undefined);
  }, [userId, accountLanguage, i18n.language, queryClient]);
}
