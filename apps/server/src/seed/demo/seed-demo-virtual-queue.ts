import { DEFAULT_ID_PROOF_TYPES } from '@nivedya/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vqQuestions, vqSettings, vqSlotTemplates } from '../../db/schema/index.ts';
import type { SeededTemple } from './seed-demo-temples.ts';

/** Five darshan slots every day, from the early Nirmalyam darshan to the evening Deeparadhana. */
const SLOTS = [
  { startTime: '05:00', endTime: '06:00', capacity: 200, label: 'Nirmalyam darshan' },
  { startTime: '07:00', endTime: '08:00', capacity: 300, label: 'Morning darshan' },
  { startTime: '09:00', endTime: '10:30', capacity: 500, label: 'Pantheeradi darshan' },
  { startTime: '16:30', endTime: '17:30', capacity: 300, label: 'Evening darshan' },
  { startTime: '18:30', endTime: '19:30', capacity: 100, label: 'Deeparadhana darshan' },
];

/**
 * The demo temples with IsVirtualQueue get settings, the five daily slots and two questions. ID proofs
 * are asked of every devotee by the settings (type and number, one person one booking a day), so the
 * questions ask what the temple wants to know besides. Idempotent: a temple that already has settings,
 * slots or questions keeps its own.
 */
export async function seedDemoVirtualQueue(db: Executor, seeded: readonly SeededTemple[], now: Date) {
  const templeIds = seeded.filter((temple) => temple.demo.temple.isVirtualQueue).map((temple) => temple.id);
  if (templeIds.length === 0) return { slotsCreated: 0, questionsCreated: 0 };
  await db
    .insert(vqSettings)
    .values(
      templeIds.map((templeId) => ({
        templeId,
        daysAhead: 30,
        openingTime: '06:00',
        graceMinutes: 15,
        maxPartySize: 5,
        isIdProofRequired: true,
        idProofTypes: [...DEFAULT_ID_PROOF_TYPES],
        instructions:
          'Bring the ID proof given for each devotee. Reach the east gate 15 minutes before your slot.',
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: vqSettings.templeId });

  const withSlots = new Set(
    (
      await db
        .select({ templeId: vqSlotTemplates.templeId })
        .from(vqSlotTemplates)
        .where(inArray(vqSlotTemplates.templeId, templeIds))
    ).map((row) => row.templeId),
  );
  const slotRows = templeIds
    .filter((templeId) => !withSlots.has(templeId))
    .flatMap((templeId) =>
      [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        SLOTS.map((slot) => ({
          templeId,
          weekday,
          ...slot,
          maxPartySize: 5,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
  if (slotRows.length > 0) await db.insert(vqSlotTemplates).values(slotRows);

  const withQuestions = new Set(
    (
      await db
        .select({ templeId: vqQuestions.templeId })
        .from(vqQuestions)
        .where(inArray(vqQuestions.templeId, templeIds))
    ).map((row) => row.templeId),
  );
  const questionRows = templeIds
    .filter((templeId) => !withQuestions.has(templeId))
    .flatMap((templeId) => [
      {
        templeId,
        label: 'Coming from',
        labelNarration: 'എവിടെ നിന്ന് വരുന്നു',
        kind: 'choice',
        options: ['Kerala', 'Elsewhere in India', 'Abroad'],
        isRequired: true,
        sortOrder: 1,
        createdAt: now,
        updatedAt: now,
      },
      {
        templeId,
        label: 'Wheelchair needed at the gate',
        labelNarration: 'ഗേറ്റിൽ വീൽചെയർ ആവശ്യമുണ്ടോ',
        kind: 'choice',
        options: ['No', 'Yes'],
        isRequired: false,
        sortOrder: 2,
        createdAt: now,
        updatedAt: now,
      },
    ]);
  if (questionRows.length > 0) await db.insert(vqQuestions).values(questionRows);
  return { slotsCreated: slotRows.length, questionsCreated: questionRows.length };
}
