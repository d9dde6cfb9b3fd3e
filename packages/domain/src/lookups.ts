/** spec §7 Lookups: genders (GET /Init?gen=0) and birth months (GET /Init?month=0). */
export interface Lookup {
  id: number;
  name: string;
  nameNarration: string;
}

export const GENDERS: readonly Lookup[] = [
  { id: 1, name: 'Male', nameNarration: 'പുരുഷൻ' },
  { id: 2, name: 'Female', nameNarration: 'സ്ത്രീ' },
  { id: 3, name: 'Other', nameNarration: 'മറ്റുള്ളവ' },
];

/** The Malayalam (Kollam era) solar months, Chingam first, as devotees name their birth month. */
export const BIRTH_MONTHS: readonly Lookup[] = [
  { id: 1, name: 'Chingam', nameNarration: 'ചിങ്ങം' },
  { id: 2, name: 'Kanni', nameNarration: 'കന്നി' },
  { id: 3, name: 'Thulam', nameNarration: 'തുലാം' },
  { id: 4, name: 'Vrischikam', nameNarration: 'വൃശ്ചികം' },
  { id: 5, name: 'Dhanu', nameNarration: 'ധനു' },
  { id: 6, name: 'Makaram', nameNarration: 'മകരം' },
  { id: 7, name: 'Kumbham', nameNarration: 'കുംഭം' },
  { id: 8, name: 'Meenam', nameNarration: 'മീനം' },
  { id: 9, name: 'Medam', nameNarration: 'മേടം' },
  { id: 10, name: 'Edavam', nameNarration: 'ഇടവം' },
  { id: 11, name: 'Mithunam', nameNarration: 'മിഥുനം' },
  { id: 12, name: 'Karkidakam', nameNarration: 'കർക്കിടകം' },
];
