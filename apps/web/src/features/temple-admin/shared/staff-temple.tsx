import type { User } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth.ts';
import { Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';

/** Temple screens work on the signed-in temple user's own temple (the server checks the scope too). */
export function StaffTemple({ children }: { children: (templeId: number, user: User) => ReactNode }) {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  if (!user) return isChecking ? <Loading /> : <SignInRequired />;
  if (user.templeId === null) return <Notice>{t('templeAdmin.noTemple')}</Notice>;
  return children(user.templeId, user);
}
