import {
  addDays,
  daysBetween,
  localDateTime,
  MAX_SPECIAL_POOJA_DAYS,
  type Page,
  resolveDateWindow,
  ruleCovers,
  type SpecialPooja,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getListedTemple } from '../temples/index.ts';
import { dayState, loadBookingFacts, toAvailabilityRule, toSevaDay } from './seva-booking-facts.ts';
import { selectSpecialPoojaRules } from './sevas-repository.ts';

const DEFAULT_DAYS = 92;

/**
 * spec special-pooja-availability: the temple's special-pooja dates from..to (default three months from
 * today), date by date, each with its seva and how many can still book.
 */
export async function findSpecialPoojas(
  db: Executor,
  templeId: number,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<Page<SpecialPooja>> {
  const temple = await getListedTemple(db, templeId);
  if (!temple.isSeva) return { items: [], total: 0 };
  const today = localDateTime(now, temple.timeZone).date;
  const { from, to } = resolveDateWindow(query, today, DEFAULT_DAYS, MAX_SPECIAL_POOJA_DAYS);
  const sevaIds = [
    ...new Set((await selectSpecialPoojaRules(db, { templeId, from, to })).map((row) => row.sevaId)),
  ];
  if (sevaIds.length === 0) return { items: [], total: 0 };
  const facts = await loadBookingFacts(db, { sevaIds, days: { from, to } });
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
  const sevas = [...facts.sevas.values()].sort((a, b) => a.name.localeCompare(b.name));
  const items: SpecialPooja[] = [];
  for (const date of dates) {
    for (const seva of sevas) {
      const rule = facts
        .rulesOf(seva.id)
        .find((candidate) => candidate.kind === 'special' && ruleCovers(toAvailabilityRule(candidate), date));
      if (!rule) continue;
      items.push({
        ...toSevaDay(date, dayState(facts, seva, date, now)),
        seva: {
          id: seva.id,
          name: seva.name,
          nameNarration: seva.nameNarration,
          rate: seva.rate,
          performTime: seva.performTime,
          deity:
            seva.deityId !== null && seva.deityName !== null
              ? { id: seva.deityId, name: seva.deityName, nameNarration: seva.deityNameNarration }
              : null,
        },
        remarks: rule.remarks,
      });
    }
  }
  return { items, total: items.length };
}
