import { findStar, type PanchangamDay, type StarDate } from '@nivedya/domain';
import { isoUtc, localDateTime, localTimeOfDay } from './civil-time.ts';
import type { StarDay } from './nakshatra.ts';

/** Instants leave as UTC to the second and as the zone's wall clock to the minute, as panchangams print. */
export function toStarDate(day: StarDay, timeZone: string): StarDate {
  return {
    date: day.date,
    sunrise: isoUtc(day.sunrise.getTime()),
    sunriseLocal: localTimeOfDay(day.sunrise.getTime(), timeZone),
    starEnd: isoUtc(day.starEnd.getTime()),
    starEndLocal: localDateTime(day.starEnd.getTime(), timeZone),
  };
}

export function toPanchangamDay(date: string, day: StarDay | null, timeZone: string): PanchangamDay {
  if (!day) {
    return { date, star: null, sunrise: null, sunriseLocal: null, starEnd: null, starEndLocal: null };
  }
  const star = findStar(day.star);
  if (!star) throw new Error(`Star ${day.star} is not in STARS`);
  return {
    ...toStarDate(day, timeZone),
    star: { id: star.id, name: star.name, nameNarration: star.nameNarration },
  };
}
