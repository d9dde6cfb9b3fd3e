import { imageUrl, type StarOfDayRule, type TempleDetail, type TempleSummary } from '@nivedya/domain';
import type { TempleDetailRow, TempleSummaryRow } from './temples-repository.ts';

/** Rows to the public DTOs: responses never carry database rows (STYLE: Data). */
export function toTempleSummary(row: TempleSummaryRow): TempleSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameNarration: row.nameNarration,
    address: row.address,
    place: row.place,
    location:
      row.locationId !== null && row.locationName !== null
        ? { id: row.locationId, name: row.locationName }
        : null,
    shortDescription: row.shortDescription,
    timing: row.timing,
    eveningTiming: row.eveningTiming,
    features: {
      isSeva: row.isSeva,
      isVirtualQueue: row.isVirtualQueue,
      isDevoteeVisit: row.isDevoteeVisit,
      isLiveDarshan: row.isLiveDarshan,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: imageUrl('temple-logo', row.id),
    bannerUrl: imageUrl('temple-banner', row.id),
    ...(row.distanceKm === undefined
      ? {}
      : { distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10 }),
  };
}

export function toTempleDetail(row: TempleDetailRow): TempleDetail {
  return {
    ...toTempleSummary(row),
    shortCode: row.shortCode,
    addressNarration: row.addressNarration,
    state: row.state,
    contacts: {
      landLine: row.landLine,
      mobile: row.mobile,
      officeNumber: row.officeNumber,
      email: row.email,
      website: row.website,
      facebook: row.facebook,
      whatsapp: row.whatsapp,
      displayContacts: row.displayContacts,
    },
    bankDetails:
      row.bankName && row.bankAccountNumber
        ? {
            bankName: row.bankName,
            branch: row.bankBranch,
            accountName: row.bankAccountName,
            accountNumber: row.bankAccountNumber,
            ifsc: row.bankIfsc,
            upiVpa: row.upiVpa,
          }
        : null,
    history: row.history,
    manthra: row.manthra,
    mapEmbedUrl: row.mapEmbedUrl,
    videoUrl: row.videoUrl,
    launchVideoUrl: row.launchVideoUrl,
    links: {
      sevaBooking: row.sevaBookingLink,
      devoteeVisitBooking: row.devoteeVisitBookingLink,
      virtualQueueBooking: row.virtualQueueBookingLink,
      liveDarshanBooking: row.liveDarshanBookingLink,
    },
    isDakshinaEnabled: row.isDakshinaEnabled,
    isNameStarRequired: row.isNameStarRequired,
    sevaBlockPeriodDays: row.sevaBlockPeriodDays,
    sevaEndDate: row.sevaEndDate,
    timeZone: row.timeZone,
    // The column's check constraint admits only these values.
    starOfDayRule: row.starOfDayRule as StarOfDayRule,
  };
}
