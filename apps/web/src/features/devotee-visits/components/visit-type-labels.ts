import { VisitType, type VisitTypeValue } from '@nivedya/domain';
import type { TFunction } from 'i18next';

/** spec §2: Mobile (1), Qr Code (2), Devotee Count (3), in plain words. */
export function visitTypeLabel(t: TFunction, type: VisitTypeValue): string {
  if (type === VisitType.Mobile) return t('visits.type.mobile');
  if (type === VisitType.QrCode) return t('visits.type.qrCode');
  return t('visits.type.count');
}

/** The gate's button that opens the choice, in plain words: "By QR code". */
export function visitTypeButtonText(t: TFunction, type: VisitTypeValue): string {
  if (type === VisitType.Mobile) return t('visits.type.byMobile');
  if (type === VisitType.QrCode) return t('visits.type.byQrCode');
  return t('visits.type.byCount');
}
