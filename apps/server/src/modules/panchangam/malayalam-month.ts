import { addDays } from '@nivedya/domain';
import { type AstroTime, Body, MakeTime, Observer, SearchRiseSet, SunPosition } from 'astronomy-engine';
import { startOfCivilDay } from './civil-time.ts';
import { type GeoLocation, sunrise, trueLahiriAyanamsa } from './nakshatra.ts';

/**
 * The Malayalam (Kollam era) month of a date (docs/glossary.md, "Malayalam month"): the sidereal sign of
 * the Sun, Lahiri ayanamsa, at the Kerala rule's moment, 3/5 of the daytime after sunrise. Pure functions,
 * like nakshatra.ts: the ephemeris is astronomy-engine and nothing here is a hand-typed table.
 */

/** 360° / 12, the arc of one sign (rasi). */
export const SIGN_ARC = 30;

/** The Kerala rule looks at the end of the first 3/5 of the daytime (sunrise to sunset). */
const DAYTIME_FRACTION = 3 / 5;

/** Simha (Leo, sidereal 120°–150°) is sign 4 counting Mesha (Aries) as 0, and is Chingam, month 1. */
const CHINGAM_SIGN = 4;

/** ME 1202 began on Chingam 1 in August 2026: the era year that begins in August of Y is Y − 824. */
const KOLLAM_ERA_OFFSET = 824;

const MS_PER_DAY = 86_400_000;

/**
 * Chingam 1 falls on 16–18 August from 1900 to 2100 and months last 29–32 days, so the middle of a month's
 * mean span from 17 August always lies inside it.
 */
const CHINGAM_FIRST_ESTIMATE = '-08-17';
const MEAN_SOLAR_MONTH_DAYS = 365.256 / 12;

function normalizeDegrees(degrees: number): number {
  const value = degrees % 360;
  return value < 0 ? value + 360 : value;
}

/**
 * The Sun's sidereal longitude in degrees [0, 360): its apparent geocentric longitude on the true ecliptic
 * of date (astronomy-engine's SunPosition: light time, aberration and nutation included) less the true
 * Lahiri ayanamsa, the nutation cancelling as it does for the Moon in nakshatra.ts.
 */
export function siderealSunLongitude(moment: Date | AstroTime): number {
  const time = MakeTime(moment);
  return normalizeDegrees(SunPosition(time).elon - trueLahiriAyanamsa(time));
}

/** The Malayalam month the Sun's sign at `moment` names: 1 Chingam (Simha) … 12 Karkidakam (Karkataka). */
export function monthOfSunAt(moment: Date | AstroTime): number {
  const sign = Math.min(11, Math.floor(siderealSunLongitude(moment) / SIGN_ARC));
  return ((sign - CHINGAM_SIGN + 12) % 12) + 1;
}

/**
 * The moment whose sign names the month of a civil date: sunrise + 3/5 × (sunset − sunrise). A month
 * therefore begins on the day of its sankranti when the Sun enters the sign before that moment, else on the
 * next day. null when the Sun does not both rise and set that day (polar latitudes).
 */
export function monthReferenceMoment(date: string, location: GeoLocation): Date | null {
  const sunriseAt = sunrise(date, location);
  if (!sunriseAt) return null;
  const observer = new Observer(location.latitude, location.longitude, 0);
  const sunset = SearchRiseSet(Body.Sun, observer, -1, sunriseAt, 1);
  if (!sunset) return null;
  const daytime = sunset.date.getTime() - sunriseAt.getTime();
  return new Date(sunriseAt.getTime() + DAYTIME_FRACTION * daytime);
}

export interface MalayalamMonth {
  /** BIRTH_MONTHS id: 1 Chingam … 12 Karkidakam. */
  month: number;
  /** Kollam era (ME) year, which begins on Chingam 1: ME 1202 from 17 August 2026. */
  year: number;
}

/**
 * The era year of a date whose month is known: Chingam to Dhanu from August on belong to the year that
 * began that August (Gregorian year − 824); every other date, Dhanu's January days included, to the year
 * that began the August before.
 */
function kollamEraYear(date: string, month: number): number {
  const gregorianYear = Number(date.slice(0, 4));
  const gregorianMonth = Number(date.slice(5, 7));
  const beganThisAugust = gregorianMonth >= 8 && month <= 5;
  return gregorianYear - KOLLAM_ERA_OFFSET - (beganThisAugust ? 0 : 1);
}

/**
 * The Malayalam month and era year of a civil date at a place. The reference moment lies after the day's
 * local midnight and before the next midnight plus 3/5 of a day, and the Sun's longitude only increases:
 * when the Sun keeps one sign across that span, as it does on about 28 days in 30, that sign is the month
 * and no sunrise or sunset is searched. Otherwise the month is the sign at the reference moment; null when
 * that moment does not exist (no sunrise or sunset near a sankranti, polar latitudes).
 */
export function malayalamMonthOf(date: string, location: GeoLocation): MalayalamMonth | null {
  const earliest = startOfCivilDay(date, location.timeZone);
  const latest = startOfCivilDay(addDays(date, 1), location.timeZone) + DAYTIME_FRACTION * MS_PER_DAY;
  let month = monthOfSunAt(new Date(earliest));
  if (month !== monthOfSunAt(new Date(latest))) {
    const reference = monthReferenceMoment(date, location);
    if (!reference) return null;
    month = monthOfSunAt(reference);
  }
  return { month, year: kollamEraYear(date, month) };
}

export interface MalayalamMonthDates {
  /** yyyy-MM-dd: the month's 1st. */
  first: string;
  /** yyyy-MM-dd: its last day (the 29th to the 32nd). */
  last: string;
}

/** Far more than any month's 32 days: a search that walks further has lost its way. */
const MAX_STEPS = 40;

/**
 * The first and last dates of a Malayalam month of an era year at a place: from a date surely inside the
 * month (the middle of its mean span), day by day back to its first date and on to its last.
 */
export function malayalamMonthDates(month: number, year: number, location: GeoLocation): MalayalamMonthDates {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`No Malayalam month ${month}`);
  const isInMonth = (date: string) => {
    const found = malayalamMonthOf(date, location);
    return found !== null && found.month === month && found.year === year;
  };
  const chingamFirst = `${year + KOLLAM_ERA_OFFSET}${CHINGAM_FIRST_ESTIMATE}`;
  const middle = addDays(chingamFirst, Math.round((month - 1 + 0.5) * MEAN_SOLAR_MONTH_DAYS));
  if (!isInMonth(middle)) {
    throw new Error(`${middle} is not in Malayalam month ${month} of ME ${year} at this place`);
  }
  let first = middle;
  let last = middle;
  for (let step = 0; isInMonth(addDays(first, -1)); step += 1) {
    if (step > MAX_STEPS) throw new Error(`No start found for Malayalam month ${month} of ME ${year}`);
    first = addDays(first, -1);
  }
  for (let step = 0; isInMonth(addDays(last, 1)); step += 1) {
    if (step > MAX_STEPS) throw new Error(`No end found for Malayalam month ${month} of ME ${year}`);
    last = addDays(last, 1);
  }
  return { first, last };
}
