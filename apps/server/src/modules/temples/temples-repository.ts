import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, temples } from '../../db/schema/index.ts';

const ACTIVE = 1;

const summaryColumns = {
  id: temples.id,
  code: temples.code,
  name: temples.name,
  nameNarration: temples.nameNarration,
  address: temples.address,
  place: temples.place,
  locationId: temples.locationId,
  locationName: locations.name,
  shortDescription: temples.shortDescription,
  timing: temples.timing,
  eveningTiming: temples.eveningTiming,
  isSeva: temples.isSeva,
  isVirtualQueue: temples.isVirtualQueue,
  isDevoteeVisit: temples.isDevoteeVisit,
  isLiveDarshan: temples.isLiveDarshan,
  latitude: temples.latitude,
  longitude: temples.longitude,
};

const detailColumns = {
  ...summaryColumns,
  shortCode: temples.shortCode,
  addressNarration: temples.addressNarration,
  state: temples.state,
  landLine: temples.landLine,
  mobile: temples.mobile,
  officeNumber: temples.officeNumber,
  email: temples.email,
  website: temples.website,
  facebook: temples.facebook,
  whatsapp: temples.whatsapp,
  displayContacts: temples.displayContacts,
  bankName: temples.bankName,
  bankBranch: temples.bankBranch,
  bankIfsc: temples.bankIfsc,
  bankAccountNumber: temples.bankAccountNumber,
  bankAccountName: temples.bankAccountName,
  upiVpa: temples.upiVpa,
  history: temples.history,
  manthra: temples.manthra,
  mapEmbedUrl: temples.mapEmbedUrl,
  videoUrl: temples.videoUrl,
  launchVideoUrl: temples.launchVideoUrl,
  sevaBookingLink: temples.sevaBookingLink,
  devoteeVisitBookingLink: temples.devoteeVisitBookingLink,
  virtualQueueBookingLink: temples.virtualQueueBookingLink,
  liveDarshanBookingLink: temples.liveDarshanBookingLink,
  isDakshinaEnabled: temples.isDakshinaEnabled,
  isNameStarRequired: temples.isNameStarRequired,
  sevaBlockPeriodDays: temples.sevaBlockPeriodDays,
  sevaEndDate: temples.sevaEndDate,
  timeZone: temples.timeZone,
  starOfDayRule: temples.starOfDayRule,
};

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface TempleFilter {
  search?: string | undefined;
  locationId?: number | undefined;
  offset: number;
  limit: number;
}

/** Active temples (status 1), in the temples' own display order. */
export async function selectActiveTemples(db: Executor, filter: TempleFilter) {
  const conditions: (SQL | undefined)[] = [eq(temples.status, ACTIVE)];
  if (filter.locationId !== undefined) conditions.push(eq(temples.locationId, filter.locationId));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        ilike(temples.name, pattern),
        ilike(temples.nameNarration, pattern),
        ilike(temples.place, pattern),
        ilike(temples.address, pattern),
        ilike(locations.name, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(temples)
      .leftJoin(locations, eq(locations.id, temples.locationId))
      .where(where)
      .orderBy(asc(temples.orderNo), asc(temples.name), asc(temples.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: count() })
      .from(temples)
      .leftJoin(locations, eq(locations.id, temples.locationId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type TempleSummaryRow = Awaited<ReturnType<typeof selectActiveTemples>>['rows'][number];

export async function selectActiveTemple(db: Executor, templeId: number) {
  const rows = await db
    .select(detailColumns)
    .from(temples)
    .leftJoin(locations, eq(locations.id, temples.locationId))
    .where(and(eq(temples.id, templeId), eq(temples.status, ACTIVE)))
    .limit(1);
  return rows[0];
}

export type TempleDetailRow = NonNullable<Awaited<ReturnType<typeof selectActiveTemple>>>;
