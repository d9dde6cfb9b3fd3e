import { APP_VERSION, STARS } from '@nivedya/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appVersions, locations, stars } from '../db/schema/index.ts';

/** Kerala's fourteen districts, south to north as they are usually listed. */
export const KERALA_DISTRICTS: readonly { code: string; name: string; nameNarration: string }[] = [
  { code: 'thiruvananthapuram', name: 'Thiruvananthapuram', nameNarration: 'തിരുവനന്തപുരം' },
  { code: 'kollam', name: 'Kollam', nameNarration: 'കൊല്ലം' },
  { code: 'pathanamthitta', name: 'Pathanamthitta', nameNarration: 'പത്തനംതിട്ട' },
  { code: 'alappuzha', name: 'Alappuzha', nameNarration: 'ആലപ്പുഴ' },
  { code: 'kottayam', name: 'Kottayam', nameNarration: 'കോട്ടയം' },
  { code: 'idukki', name: 'Idukki', nameNarration: 'ഇടുക്കി' },
  { code: 'ernakulam', name: 'Ernakulam', nameNarration: 'എറണാകുളം' },
  { code: 'thrissur', name: 'Thrissur', nameNarration: 'തൃശ്ശൂർ' },
  { code: 'palakkad', name: 'Palakkad', nameNarration: 'പാലക്കാട്' },
  { code: 'malappuram', name: 'Malappuram', nameNarration: 'മലപ്പുറം' },
  { code: 'kozhikode', name: 'Kozhikode', nameNarration: 'കോഴിക്കോട്' },
  { code: 'wayanad', name: 'Wayanad', nameNarration: 'വയനാട്' },
  { code: 'kannur', name: 'Kannur', nameNarration: 'കണ്ണൂർ' },
  { code: 'kasaragod', name: 'Kasaragod', nameNarration: 'കാസർഗോഡ്' },
];

/**
 * Data every install needs, demo or not; run on every start after the migrations. Idempotent:
 * stars follow the code (their names are ours), locations and versions already present are left as
 * administrators may have changed them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(stars)
      .values(STARS.map((star) => ({ id: star.id, name: star.name, nameNarration: star.nameNarration })))
      .onConflictDoUpdate({
        target: stars.id,
        set: { name: sql`excluded.name`, nameNarration: sql`excluded.name_narration` },
        setWhere: sql`(${stars.name}, ${stars.nameNarration}) is distinct from (excluded.name, excluded.name_narration)`,
      });
    await tx
      .insert(locations)
      .values(
        KERALA_DISTRICTS.map((district, index) => ({ ...district, state: 'Kerala', orderNo: index + 1 })),
      )
      .onConflictDoNothing({ target: locations.code });
    // A new release adds its row, which becomes the latest; an older row is never touched.
    await tx
      .insert(appVersions)
      .values({ version: APP_VERSION, isForceUpdate: false, platform: 'all' })
      .onConflictDoNothing({ target: [appVersions.version, appVersions.platform] });
  });
}
