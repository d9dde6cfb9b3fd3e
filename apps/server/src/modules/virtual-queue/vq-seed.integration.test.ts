import type { VqCalendar, VqTempleDetails } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temples, vqQuestions, vqSettings, vqSlotTemplates } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('virtual queue: demo data', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  async function counts() {
    const [settings, slots, questions] = await Promise.all(
      [vqSettings, vqSlotTemplates, vqQuestions].map(
        async (table) => (await context.db.select({ n: count() }).from(table))[0]?.n,
      ),
    );
    return { settings, slots, questions };
  }

  it('gives the demo temple with IsVirtualQueue five slots a day and two questions, once', async () => {
    await seedDemoData(context.db, context.clock.now);
    const first = await counts();
    expect(first).toEqual({ settings: 1, slots: 35, questions: 2 });
    await seedDemoData(context.db, new Date(context.clock.now.getTime() + 86_400_000));
    expect(await counts()).toEqual(first);

    const [temple] = await context.db
      .select({ id: temples.id })
      .from(temples)
      .where(eq(temples.isVirtualQueue, true));
    const guest = new TestClient(context.app);
    const details = (await guest.get(`/api/v1/virtual-queue/temples/${temple?.id}`)).json<VqTempleDetails>();
    expect(details.settings).toMatchObject({ daysAhead: 30, openingTime: '06:00', isIdProofRequired: true });
    expect(details.questions.map((question) => question.kind)).toEqual(['choice', 'choice']);
    const calendar = (
      await guest.get(
        `/api/v1/virtual-queue/temples/${temple?.id}/calendar?from=${details.lastDate}&to=${details.lastDate}`,
      )
    ).json<VqCalendar>();
    expect(calendar.days[0]?.slots.map((slot) => [slot.startTime, slot.capacity])).toEqual([
      ['05:00', 200],
      ['07:00', 300],
      ['09:00', 500],
      ['16:30', 300],
      ['18:30', 100],
    ]);
  });
});
