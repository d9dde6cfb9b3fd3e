import { BIRTH_MONTHS, GENDERS, type LookupList } from '@nivedya/domain';

/** spec GET /Init?gen=0. Fixed lists live in @nivedya/domain, so web and server share one copy. */
export function findGenders(): LookupList {
  return { items: [...GENDERS], total: GENDERS.length };
}

/** spec GET /Init?month=0: the Malayalam months, Chingam first. */
export function findBirthMonths(): LookupList {
  return { items: [...BIRTH_MONTHS], total: BIRTH_MONTHS.length };
}
