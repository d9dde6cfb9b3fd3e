/**
 * spec §3 Star: the 27 nakshatras in order, Ashwathy (1) to Revathi (27), and 28 ShubhaNakshathram,
 * the default for a devotee whose star is not known. NameNarration carries the Malayalam name.
 */
export interface Star {
  id: number;
  name: string;
  nameNarration: string;
}

export const DEFAULT_STAR_ID = 28;

export const STARS: readonly Star[] = [
  { id: 1, name: 'Ashwathy', nameNarration: 'അശ്വതി' },
  { id: 2, name: 'Bharani', nameNarration: 'ഭരണി' },
  { id: 3, name: 'Karthika', nameNarration: 'കാർത്തിക' },
  { id: 4, name: 'Rohini', nameNarration: 'രോഹിണി' },
  { id: 5, name: 'Makayiram', nameNarration: 'മകയിരം' },
  { id: 6, name: 'Thiruvathira', nameNarration: 'തിരുവാതിര' },
  { id: 7, name: 'Punartham', nameNarration: 'പുണർതം' },
  { id: 8, name: 'Pooyam', nameNarration: 'പൂയം' },
  { id: 9, name: 'Ayilyam', nameNarration: 'ആയില്യം' },
  { id: 10, name: 'Makam', nameNarration: 'മകം' },
  { id: 11, name: 'Pooram', nameNarration: 'പൂരം' },
  { id: 12, name: 'Uthram', nameNarration: 'ഉത്രം' },
  { id: 13, name: 'Atham', nameNarration: 'അത്തം' },
  { id: 14, name: 'Chithira', nameNarration: 'ചിത്തിര' },
  { id: 15, name: 'Chothi', nameNarration: 'ചോതി' },
  { id: 16, name: 'Vishakham', nameNarration: 'വിശാഖം' },
  { id: 17, name: 'Anizham', nameNarration: 'അനിഴം' },
  { id: 18, name: 'Thriketta', nameNarration: 'തൃക്കേട്ട' },
  { id: 19, name: 'Moolam', nameNarration: 'മൂലം' },
  { id: 20, name: 'Pooradam', nameNarration: 'പൂരാടം' },
  { id: 21, name: 'Uthradam', nameNarration: 'ഉത്രാടം' },
  { id: 22, name: 'Thiruvonam', nameNarration: 'തിരുവോണം' },
  { id: 23, name: 'Avittam', nameNarration: 'അവിട്ടം' },
  { id: 24, name: 'Chathayam', nameNarration: 'ചതയം' },
  { id: 25, name: 'Pooruruttathi', nameNarration: 'പൂരുരുട്ടാതി' },
  { id: 26, name: 'Uthrattathi', nameNarration: 'ഉത്രട്ടാതി' },
  { id: 27, name: 'Revathi', nameNarration: 'രേവതി' },
  { id: 28, name: 'ShubhaNakshathram', nameNarration: 'ശുഭനക്ഷത്രം' },
];

export function findStar(id: number): Star | undefined {
  return STARS.find((star) => star.id === id);
}
