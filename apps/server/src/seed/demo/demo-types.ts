import type { sevas, temples } from '../../db/schema/index.ts';

/** Rupees to paise, so the demo data reads as temples price their sevas. */
export function rupees(amount: number): number {
  return Math.round(amount * 100);
}

export interface DemoNamed {
  code: string;
  name: string;
  nameNarration: string;
}

export interface DemoDeity extends DemoNamed {
  description: string;
}

/** Availability rules, dated relative to the day the seed runs. */
export type DemoAvailability =
  | { kind: 'weekly'; weekdays: number[]; dailyLimit?: number; remarks?: string }
  | { kind: 'special'; inDays: number[]; dailyLimit?: number; remarks?: string };

export type DemoSeva = DemoNamed &
  Omit<
    typeof sevas.$inferInsert,
    'id' | 'templeId' | 'deityId' | 'sevaGroupId' | 'code' | 'name' | 'nameNarration' | 'rate'
  > & {
    deity: string;
    group: string;
    /** Paise. */
    rate: number;
    availability?: DemoAvailability[];
  };

/** An event or festival, dated relative to the day the seed runs. */
export interface DemoEvent {
  kind: 'event' | 'festival';
  title: string;
  titleNarration: string;
  description: string;
  /** Days from the seed day to its first day (negative: already over). */
  inDays: number;
  /** How many days it lasts. */
  days: number;
  /** The gallery image shown with it. */
  galleryCaption?: string;
}

export interface DemoTemple {
  temple: Omit<typeof temples.$inferInsert, 'id' | 'locationId' | 'ownerUserId'> & { code: string };
  /** locations.code of its district. */
  locationCode: string;
  deities: DemoDeity[];
  groups: DemoNamed[];
  sevas: DemoSeva[];
  galleryCaptions: string[];
  events: DemoEvent[];
}
