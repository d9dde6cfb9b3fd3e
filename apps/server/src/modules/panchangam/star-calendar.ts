import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { type StoredStarDay, starCalendars } from '../../db/schema/index.ts';
import { civilDatesBetween } from './civil-time.ts';
import { type StarDay, starDays } from './nakshatra.ts';
import type { Place } from './resolve-place.ts';

/** A date and its star of the day; null when the Sun does not rise there that day. */
export interface DatedStarDay {
  date: string;
  day: StarDay | null;
}

/**
 * Bumped whenever the star-of-the-day reckoning changes (ephemeris, ayanamsa, sunrise definition), so
 * that stored years computed the old way are never read again.
 */
const RECKONING_VERSION = 1;

/** Years kept in this process (a year is ~365 small objects); the rest are a primary-key read away. */
const YEARS_IN_MEMORY = 256;

function placeKey(place: Place): string {
  return `v${RECKONING_VERSION}|${place.latitude}|${place.longitude}|${place.timeZone}|${place.rule}`;
}

function toStored(day: StarDay | null): StoredStarDay {
  if (!day) return null;
  return {
    date: day.date,
    star: day.star,
    sunrise: day.sunrise.getTime(),
    reference: day.reference.getTime(),
    starEnd: day.starEnd.getTime(),
  };
}

function fromStored(date: string, stored: StoredStarDay): DatedStarDay {
  if (!stored) return { date, day: null };
  return {
    date,
    day: {
      date: stored.date,
      star: stored.star,
      sunrise: new Date(stored.sunrise),
      reference: new Date(stored.reference),
      starEnd: new Date(stored.starEnd),
    },
  };
}

/** Lets waiting requests run between months: a year is ~300 ms of astronomy on one core. */
const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

async function computeYear(place: Place, year: number): Promise<DatedStarDay[]> {
  const days: DatedStarDay[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    days.push(...starDays(first, last, place, place.rule));
    await yieldToOtherRequests();
  }
  return days;
}

/**
 * The star of every date at a temple, a calendar year at a time: computed once, stored in PostgreSQL for
 * every server process (table star_calendars), and kept in this process's memory. The star of a date
 * depends only on the place and the rule, never on the day it is asked, so a stored year never goes stale;
 * a temple that moves or changes its rule has another key. Places that are not a temple's (a devotee's own
 * lat and lon) are computed per request and not stored: anyone can ask for any coordinates.
 */
export class StarCalendars {
  readonly #db: Database;
  readonly #years = new LRUCache<string, Promise<DatedStarDay[]>>({ max: YEARS_IN_MEMORY });

  constructor(db: Database) {
    this.#db = db;
  }

  /** Every date from..to (inclusive, at most a few years) with its star of the day. */
  async daysBetween(place: Place, from: string, to: string): Promise<DatedStarDay[]> {
    if (place.templeId === null) return starDays(from, to, place, place.rule);
    const firstYear = Number(from.slice(0, 4));
    const lastYear = Number(to.slice(0, 4));
    const years = [];
    for (let year = firstYear; year <= lastYear; year += 1) years.push(this.#year(place, year));
    return (await Promise.all(years)).flat().filter(({ date }) => date >= from && date <= to);
  }

  #year(place: Place, year: number): Promise<DatedStarDay[]> {
    const key = `${placeKey(place)}|${year}`;
    let days = this.#years.get(key);
    if (!days) {
      days = this.#readOrCompute(placeKey(place), place, year);
      // Concurrent first requests share one computation; a failed one is not remembered.
      days.catch(() => this.#years.delete(key));
      this.#years.set(key, days);
    }
    return days;
  }

  async #readOrCompute(key: string, place: Place, year: number): Promise<DatedStarDay[]> {
    const stored = await this.#db.query.starCalendars.findFirst({
      columns: { days: true },
      where: (table, { and, eq }) => and(eq(table.placeKey, key), eq(table.year, year)),
    });
    const dates = civilDatesBetween(`${year}-01-01`, `${year}-12-31`);
    if (stored && stored.days.length === dates.length) {
      return dates.map((date, index) => fromStored(date, stored.days[index] ?? null));
    }
    const days = await computeYear(place, year);
    // Another process may have stored the same year meanwhile: the same values, so either row will do.
    await this.#db
      .insert(starCalendars)
      .values({ placeKey: key, year, days: days.map(({ day }) => toStored(day)) })
      .onConflictDoNothing();
    return days;
  }
}
