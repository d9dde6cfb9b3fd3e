/** A zone's name in the reader's language: its Malayalam name when the screen is in Malayalam and it has one. */
import { regionalName } from '@nivedya/domain';
export function zoneNameIn(language: string, zone: { name: string; nameNarration: string | null }): string {
  return regionalName(zone.name, zone.nameNarration, language);
}
