import { BIRTH_MONTHS, findStar, type PanchangamDay, type StarDate } from '@nivedya/domain';
import { isoUtc, localDateTime, localTimeOfDay } from './civil-time.ts';
import type { MalayalamMonth } from './malayalam-month.ts';
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

function malayalamMonthFields(malayalam: MalayalamMonth | null) {
  if (!malayalam) return { malayalamMonth: null, malayalamYear: null };
  const month = BIRTH_MONTHS.find((item) => item.id === malayalam.month);
  if (!month) throw new Error(`Month ${malayalam.month} is not in BIRTH_MONTHS`);
  return {
    malayalamMonth: { id: month.id, name: month.name, nameNarration: month.nameNarration },
    malayalamYear: malayalam.year,
  };
}

export function toPanchangamDay(
  date: string,
  day: StarDay | null,
  malayalam: MalayalamMonth | null,
  timeZone: string,
): PanchangamDay {
  const month = malayalamMonthFields(malayalam);
  if (!day) {
    return {
      date,
      star: null,
      sunrise: null,
      sunriseLocal: null,
      starEnd: null,
      starEndLocal: null,
      ...month,
    };
  }
  const star = findStar(day.star);
  if (!star) throw new Error(`Star ${day.star} is not in STARS`);
  return {
    ...toStarDate(day, timeZone),
    star: { id: star.id, name: star.name, nameNarration: star.nameNarration },
    ...month,
  };
}
