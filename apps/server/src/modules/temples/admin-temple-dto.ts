import {
  type AdminTemple,
  type AdminTempleListItem,
  imageUrl,
  type TempleAdminAccount,
} from '@nivedya/domain';
import { toTempleProfile } from './temple-profile-dto.ts';
import type { TempleRow } from './temple-profile-repository.ts';

export function toAdminTemple(row: TempleRow, admin: TempleAdminAccount | null): AdminTemple {
  return { ...toTempleProfile(row), admin };
}

export function toAdminTempleListItem(
  row: TempleRow,
  locationName: string | null,
  admin: TempleAdminAccount | null,
): AdminTempleListItem {
  return {
    id: row.id,
    code: row.code,
    shortCode: row.shortCode,
    name: row.name,
    place: row.place,
    state: row.state,
    locationName,
    mobile: row.mobile,
    status: row.status,
    features: {
      isSeva: row.isSeva,
      isVirtualQueue: row.isVirtualQueue,
      isDevoteeVisit: row.isDevoteeVisit,
      isLiveDarshan: row.isLiveDarshan,
    },
    paymentGatewayId: row.paymentGatewayId,
    admin,
    logoUrl: imageUrl('temple-logo', row.id),
  };
}
