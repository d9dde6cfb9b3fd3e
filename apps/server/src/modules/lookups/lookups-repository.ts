import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, stars } from '../../db/schema/index.ts';

export interface StarRow {
  id: number;
  name: string;
  nameNarration: string;
}

export interface LocationRow {
  id: number;
  name: string;
  nameNarration: string | null;
  state: string;
}

const ACTIVE = 1;

export async function selectStars(db: Executor): Promise<StarRow[]> {
  return db
    .select({ id: stars.id, name: stars.name, nameNarration: stars.nameNarration })
    .from(stars)
    .orderBy(asc(stars.id));
}

export async function selectActiveLocations(db: Executor): Promise<LocationRow[]> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      nameNarration: locations.nameNarration,
      state: locations.state,
    })
    .from(locations)
    .where(eq(locations.status, ACTIVE))
    .orderBy(asc(locations.orderNo), asc(locations.name));
}
