import { VisitType } from '@nivedya/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitEvents, visits, visitZones } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { aTempleTeam, insertVqTemple, VQ_NOW } from '../virtual-queue/vq-test-builders.ts';
import { enterStay, leaveStay, type Movement, recordCount } from './visit-movements-repository.ts';
import { setUpVisits } from './visit-test-builders.ts';

/**
 * Movements of one zone asked for at once share one statement (statement-batches.ts): each is recorded
 * in its turn as if alone, with its own count after it, and a refused one changes nothing.
 */
describe('the movements of a zone recorded together', () => {
  let context: TestContext;
  let movement: (visitType: number) => Movement;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = VQ_NOW;
    const templeId = await insertVqTemple(context.db, { name: 'Batch Temple' });
    const team = await aTempleTeam(context.app, context.db, templeId);
    const setup = await setUpVisits(team.admin, context.db, templeId);
    movement = (visitType) => ({
      templeId,
      zoneId: setup.zone.id,
      gateId: setup.sideGate.id,
      visitType,
      by: team.staffUser.id,
      at: VQ_NOW,
    });
  });
  afterAll(async () => context.close());

  it('answers each in the order they came, keeps one devotee to one batch, and never goes below zero', async () => {
    const count = movement(VisitType.DevoteeCount);
    const byMobile = movement(VisitType.Mobile);
    const devotee = { identity: 'm:9000000001', who: '90••••••01', mobile: '9000000001' };
    // Asked in one turn: the batch takes them in this order; the devotee's second and third scans wait
    // for the batches after it.
    const answers = await Promise.all([
      recordCount(context.db, count, 'in', 5),
      recordCount(context.db, count, 'out', 7),
      enterStay(context.db, byMobile, { ...devotee, people: 2 }),
      enterStay(context.db, byMobile, { ...devotee, people: 1 }),
      recordCount(context.db, count, 'out', 6),
      leaveStay(context.db, byMobile, devotee.identity),
    ]);
    expect(answers.map((answer) => answer && { people: answer.people, inside: answer.insideAfter })).toEqual([
      { people: 5, inside: 5 },
      null,
      { people: 2, inside: 7 },
      null,
      { people: 6, inside: 1 },
      // The party of two leaves a zone that counts one: it takes what is left, and says so.
      { people: 1, inside: 0 },
    ]);
    expect(answers[5]?.visitId).toBe(answers[2]?.visitId);

    const events = await context.db
      .select({
        direction: visitEvents.direction,
        people: visitEvents.people,
        insideAfter: visitEvents.insideAfter,
      })
      .from(visitEvents)
      .where(eq(visitEvents.zoneId, count.zoneId))
      .orderBy(asc(visitEvents.id));
    expect(events).toEqual([
      { direction: 1, people: 5, insideAfter: 5 },
      { direction: 1, people: 2, insideAfter: 7 },
      { direction: 2, people: 6, insideAfter: 1 },
      { direction: 2, people: 1, insideAfter: 0 },
    ]);
    const [zone] = await context.db
      .select({ inside: visitZones.inside })
      .from(visitZones)
      .where(eq(visitZones.id, count.zoneId));
    expect(zone?.inside).toBe(0);
    const stays = await context.db
      .select({ people: visits.people, outAt: visits.outAt })
      .from(visits)
      .where(eq(visits.identity, devotee.identity));
    expect(stays).toEqual([{ people: 2, outAt: VQ_NOW }]);
  });
});
