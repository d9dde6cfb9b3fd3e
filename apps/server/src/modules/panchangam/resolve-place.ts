import { DomainError, PANCHANGAM_DEFAULT_TIME_ZONE, type StarOfDayRule } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getTemple } from '../temples/index.ts';
import type { GeoLocation } from './nakshatra.ts';

export interface PlaceQuery {
  templeId?: number | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  timeZone?: string | undefined;
  rule?: StarOfDayRule | undefined;
}

export interface Place extends GeoLocation {
  templeId: number | null;
  rule: StarOfDayRule;
}

/**
 * Where and by which rule the stars are reckoned: a temple's coordinates, zone and star rule (through the
 * temples module's service, ARCHITECTURE: a module never reads another's tables), or lat and lon in
 * Asia/Kolkata unless the query names a zone. A rule in the query overrides the temple's.
 */
export async function resolvePlace(db: Executor, query: PlaceQuery): Promise<Place> {
  if (query.templeId !== undefined) {
    const temple = await getTemple(db, query.templeId);
    if (temple.latitude === null || temple.longitude === null) {
      const message = 'This temple has no latitude and longitude yet; give lat and lon instead';
      throw new DomainError('VALIDATION_FAILED', message, { errors: [{ field: 'templeId', message }] });
    }
    return {
      templeId: temple.id,
      latitude: temple.latitude,
      longitude: temple.longitude,
      timeZone: temple.timeZone,
      rule: query.rule ?? temple.starOfDayRule,
    };
  }
  if (query.lat === undefined || query.lon === undefined) {
    // The query schema refuses this already; kept so a caller that skips it still gets a 400.
    throw new DomainError('VALIDATION_FAILED', 'Give templeId, or lat and lon');
  }
  return {
    templeId: null,
    latitude: query.lat,
    longitude: query.lon,
    timeZone: query.timeZone ?? PANCHANGAM_DEFAULT_TIME_ZONE,
    rule: query.rule ?? 'sunrise',
  };
}
