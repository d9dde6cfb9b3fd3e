/** A zone's name in the reader's language: its Malayalam name when the screen is in Malayalam and it has one. */
export function zoneNameIn(language: string, zone: { name: string; nameNarration: string | null }): string {
  return language === 'ml' && zone.nameNarration ? zone.nameNarration : zone.name;
}
