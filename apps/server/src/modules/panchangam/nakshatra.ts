import { addDays, type StarOfDayRule } from '@nivedya/domain';
import {
  type AstroTime,
  Body,
  EclipticGeoMoon,
  e_tilt,
  MakeTime,
  Observer,
  Search,
  SearchRiseSet,
} from 'astronomy-engine';
import { civilDatesBetween, startOfCivilDay } from './civil-time.ts';

/**
 * The star of the day (docs/glossary.md, "Star of the day"): the nakshatra of the sidereal Moon, Lahiri
 * (Chitrapaksha) ayanamsa, at local sunrise or six nazhika after it. Pure functions: every moment is an
 * argument and "now" is never read. The ephemeris is astronomy-engine; nothing here is a hand-typed table.
 */

/** 360° / 27 = 13°20′, the arc of one nakshatra. */
export const NAKSHATRA_ARC = 360 / 27;

const MS_PER_DAY = 86_400_000;

/** One nazhika is 24 minutes (60 to the day); the Kerala rule looks 6 nazhika = 144 minutes after sunrise. */
export const SIX_NAZHIKA_MS = 6 * 24 * 60_000;

const J2000_JD = 2451545.0;
const DAYS_PER_CENTURY = 36525;

/**
 * Lahiri (Chitrapaksha) ayanamsa as the Indian Calendar Reform Committee (1955) fixed it and the Indian
 * Astronomical Ephemeris states it: 23°15′00.658″ on 1956-03-21 0h TT (JD 2435553.5), a true value
 * (nutation included). The mean value at that epoch is 23°15′00.658″ − Δψ(IAU 1980) = 23.250182778° −
 * 0.004658035°, the constant Swiss Ephemeris uses for SE_SIDM_LAHIRI.
 */
const LAHIRI_EPOCH_JD_TT = 2435553.5;
const LAHIRI_MEAN_AT_EPOCH = 23.250182778 - 0.004658035;

/** General precession in longitude since J2000, arcseconds (IAU 2006: Capitaine, Wallace & Chapront 2003). */
function generalPrecessionArcsec(centuries: number): number {
  const t = centuries;
  return t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
}

/**
 * The mean Lahiri ayanamsa in degrees: its epoch value carried forward by the general precession in
 * longitude, p_A(t) − p_A(t0). Measured (nakshatra.test.ts): 0.13″ below Swiss Ephemeris SE_SIDM_LAHIRI at
 * J2000.0, and within 0.6″ of Lahiri's printed yearly table from 1922 to 1990 once nutation is added.
 */
export function lahiriAyanamsa(moment: Date | AstroTime): number {
  const centuries = MakeTime(moment).tt / DAYS_PER_CENTURY;
  const epochCenturies = (LAHIRI_EPOCH_JD_TT - J2000_JD) / DAYS_PER_CENTURY;
  return (
    LAHIRI_MEAN_AT_EPOCH +
    (generalPrecessionArcsec(centuries) - generalPrecessionArcsec(epochCenturies)) / 3600
  );
}

/** The true ayanamsa (mean plus nutation in longitude), the form almanacs print. */
export function trueLahiriAyanamsa(moment: Date | AstroTime): number {
  const time = MakeTime(moment);
  return lahiriAyanamsa(time) + e_tilt(time).dpsi / 3600;
}

function normalizeDegrees(degrees: number): number {
  const value = degrees % 360;
  return value < 0 ? value + 360 : value;
}

/**
 * The Moon's sidereal longitude in degrees [0, 360). astronomy-engine's EclipticGeoMoon answers the
 * geocentric longitude on the true ecliptic and equinox of date; subtracting the true ayanamsa (mean +
 * Δψ) leaves the longitude from the fixed Chitrapaksha origin, the nutation cancelling.
 */
export function siderealMoonLongitude(moment: Date | AstroTime): number {
  const time = MakeTime(moment);
  return normalizeDegrees(EclipticGeoMoon(time).lon - trueLahiriAyanamsa(time));
}

/** The nakshatra at a moment: 1 Ashwathy … 27 Revathi. */
export function nakshatraAt(moment: Date | AstroTime): number {
  return Math.min(27, Math.floor(siderealMoonLongitude(moment) / NAKSHATRA_ARC) + 1);
}

/** Wide enough for 13°20′ at the Moon's slowest (≈11.8°/day), short enough for one crossing only. */
const STAR_END_WINDOW_DAYS = 1.2;

/**
 * When the nakshatra prevailing at `moment` ends: the Moon's sidereal longitude reaching the next multiple
 * of 13°20′, to within a second.
 */
export function starEnd(moment: Date): Date {
  const time = MakeTime(moment);
  const star = nakshatraAt(time);
  const boundary = star * NAKSHATRA_ARC;
  // Negative before the boundary, positive after; the Moon's longitude always increases.
  const distance = (t: AstroTime) => {
    const offset = siderealMoonLongitude(t) - boundary;
    return offset > 180 ? offset - 360 : offset < -180 ? offset + 360 : offset;
  };
  const end = Search(distance, time, time.AddDays(STAR_END_WINDOW_DAYS), { dt_tolerance_seconds: 1 });
  if (!end) throw new Error(`No end of star ${star} found after ${moment.toISOString()}`);
  return end.date;
}

export interface GeoLocation {
  latitude: number;
  longitude: number;
  /** IANA zone whose calendar dates are meant, e.g. Asia/Kolkata. */
  timeZone: string;
}

/**
 * Sunrise on a civil date at a place: the upper limb of the Sun crossing the horizon with standard
 * refraction (34′), as astronomy-engine's SearchRiseSet defines it, between that date's local midnights.
 * null when the Sun does not rise that day (polar night or day).
 */
export function sunrise(date: string, location: GeoLocation): Date | null {
  const start = startOfCivilDay(date, location.timeZone);
  const end = startOfCivilDay(addDays(date, 1), location.timeZone);
  const observer = new Observer(location.latitude, location.longitude, 0);
  const rise = SearchRiseSet(Body.Sun, observer, +1, new Date(start), (end - start) / MS_PER_DAY);
  return rise ? rise.date : null;
}

/** The moment whose star rules the day: sunrise itself, or six nazhika after it (Kerala rule). */
export function referenceMoment(sunriseAt: Date, rule: StarOfDayRule): Date {
  return rule === 'six-nazhika' ? new Date(sunriseAt.getTime() + SIX_NAZHIKA_MS) : sunriseAt;
}

export interface StarDay {
  /** yyyy-MM-dd in the location's zone. */
  date: string;
  /** 1 Ashwathy … 27 Revathi. */
  star: number;
  sunrise: Date;
  /** The moment the rule looks at: sunrise, or sunrise + 144 minutes. */
  reference: Date;
  /** When the day's star gives way to the next. */
  starEnd: Date;
}

/** The star of one civil date; null when the Sun does not rise there that day. */
export function starOfTheDay(date: string, location: GeoLocation, rule: StarOfDayRule): StarDay | null {
  const sunriseAt = sunrise(date, location);
  if (!sunriseAt) return null;
  const reference = referenceMoment(sunriseAt, rule);
  return { date, star: nakshatraAt(reference), sunrise: sunriseAt, reference, starEnd: starEnd(reference) };
}

/** Is `star` one of the stars from `first` to `last`, going forward round the 27? */
function isStarBetween(star: number, first: number, last: number): boolean {
  return (star - first + 27) % 27 <= (last - first + 27) % 27;
}

export interface StarDateSearch extends GeoLocation {
  star: number;
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
  rule: StarOfDayRule;
}

/**
 * The dates from..to on which `star` is the star of the day. Every date's reference moment lies between
 * its local midnight and the next one (plus six nazhika), and the Moon's longitude only increases, so the
 * star at the reference moment lies between the stars at those two bounds. Sunrise, the costly search, is
 * computed only for the dates whose bounds admit the star: about 2 in 27.
 */
export function findStarDates(search: StarDateSearch): StarDay[] {
  const { star, rule } = search;
  const dates = civilDatesBetween(search.from, search.to);
  const lateBy = rule === 'six-nazhika' ? SIX_NAZHIKA_MS : 0;
  const found: StarDay[] = [];
  let dayStart = startOfCivilDay(search.from, search.timeZone);
  let firstStar = nakshatraAt(new Date(dayStart));
  for (const date of dates) {
    const nextStart = startOfCivilDay(addDays(date, 1), search.timeZone);
    const lastStar = nakshatraAt(new Date(nextStart + lateBy));
    if (isStarBetween(star, firstStar, lastStar)) {
      const day = starOfTheDay(date, search, rule);
      if (day && day.star === star) found.push(day);
    }
    dayStart = nextStart;
    firstStar = lateBy === 0 ? lastStar : nakshatraAt(new Date(dayStart));
  }
  return found;
}

/** The star of every date from..to (the Panchangam); a date without a sunrise has none. */
export function starDays(
  from: string,
  to: string,
  location: GeoLocation,
  rule: StarOfDayRule,
): { date: string; day: StarDay | null }[] {
  return civilDatesBetween(from, to).map((date) => ({ date, day: starOfTheDay(date, location, rule) }));
}
