import { type User, UserType } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui/error-message.tsx';
import { StaffTemple } from '../shared/staff-temple.tsx';

/**
 * Staff accounts are the temple administrator's (type 2) alone: the server answers 403 to staff, so
 * staff who open the screen are told so instead of being shown an error.
 */
export function TempleAdminOnly({ children }: { children: (templeId: number, user: User) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <StaffTemple>
      {(templeId, user) =>
        user.userType === UserType.TempleAdmin ? (
          children(templeId, user)
        ) : (
          <Notice>{t('staffUsers.adminOnly')}</Notice>
        )
      }
    </StaffTemple>
  );
}

/** 1 active, 0 disabled (cannot log in). */
export function AccountStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
        status === 1 ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
      }`}
    >
      {status === 1 ? t('staffUsers.enabled') : t('staffUsers.disabled')}
    </span>
  );
}
