import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
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

export interface TempleFilter {
  search?: string | undefined;
  locationId?: number | undefined;
  /** The devotee's position: nearest first, temples without coordinates last. */
  near?: { lat: number; lon: number } | undefined;
  offset: number;
  limit: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance (haversine, spherical law of cosines) from a point to the temple, in km. */
function distanceFrom(near: { lat: number; lon: number }): SQL<number | null> {
  const lat = sql`radians(${temples.latitude}::float8)`;
  const lon = sql`radians(${temples.longitude}::float8)`;
  const originLat = sql`radians(${near.lat}::float8)`;
  const originLon = sql`radians(${near.lon}::float8)`;
  return sql<number | null>`(${EARTH_RADIUS_KM} * acos(least(1, greatest(-1,
    cos(${originLat}) * cos(${lat}) * cos(${lon} - ${originLon}) + sin(${originLat}) * sin(${lat})))))`;
}

/** Active temples (status 1), in the temples' own display order, or nearest first. */
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
  const distance = filter.near ? distanceFrom(filter.near) : sql<number | null>`null::float8`;
  const [rows, totals] = await Promise.all([
    db
      .select({ ...summaryColumns, distanceKm: distance.mapWith(Number) })
      .from(temples)
      .leftJoin(locations, eq(locations.id, temples.locationId))
      .where(where)
      .orderBy(
        ...(filter.near ? [sql`${distance} asc nulls last`] : []),
        asc(temples.orderNo),
        asc(temples.name),
        asc(temples.id),
      )
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

export type TempleSummaryRow = Omit<
  Awaited<ReturnType<typeof selectActiveTemples>>['rows'][number],
  'distanceKm'
> & { distanceKm?: number | null };

/** Active temples among the ids, in no particular order (callers order them). */
export async function selectActiveTemplesByIds(db: Executor, templeIds: readonly number[]) {
  if (templeIds.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(temples)
    .leftJoin(locations, eq(locations.id, temples.locationId))
    .where(and(inArray(temples.id, [...templeIds]), eq(temples.status, ACTIVE)));
}

const bookingColumns = {
  id: temples.id,
  name: temples.name,
  nameNarration: temples.nameNarration,
  status: temples.status,
  isSeva: temples.isSeva,
  isDakshinaEnabled: temples.isDakshinaEnabled,
  isNameStarRequired: temples.isNameStarRequired,
  timeZone: temples.timeZone,
  sevaBlockPeriodDays: temples.sevaBlockPeriodDays,
  sevaEndDate: temples.sevaEndDate,
  platformChargeAmount: temples.platformChargeAmount,
  platformChargePercent: temples.platformChargePercent,
  splitServiceCharge: temples.splitServiceCharge,
  isIntroductoryServiceCharge: temples.isIntroductoryServiceCharge,
  introductoryServiceAmount: temples.introductoryServiceAmount,
};

/** What booking needs of temples (any status: callers decide what an inactive one means). */
export async function selectTempleBookingSettings(db: Executor, templeIds: readonly number[]) {
  if (templeIds.length === 0) return [];
  return db
    .select(bookingColumns)
    .from(temples)
    .where(inArray(temples.id, [...templeIds]));
}

export type TempleBookingSettingsRow = Awaited<ReturnType<typeof selectTempleBookingSettings>>[number];

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
