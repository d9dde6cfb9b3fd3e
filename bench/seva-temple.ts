import { randomBytes } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client.ts';
import { deities, sevas, temples } from '../apps/server/src/db/schema/index.ts';

/**
 * A temple taking online payments through the demo gateway, with the platform's charges, one deity and
 * the sevas asked for (each at ₹50, up to `maxLimitPerDay` a day): what the checkout benchmarks book.
 */
export async function insertSevaTemple(
  db: Database,
  name: string,
  sevaLimits: readonly { code: string; name: string; maxLimitPerDay: number }[],
): Promise<{ templeId: number; deityId: number; sevaIds: number[] }> {
  const [temple] = await db
    .insert(temples)
    .values({
      code: `bench-${randomBytes(4).toString('hex')}`,
      name,
      paymentGatewayId: 'demo',
      platformChargeAmount: 1000,
      platformChargePercent: 1.5,
      splitServiceCharge: 300,
    })
    .returning({ id: temples.id });
  if (!temple) throw new Error('no temple');
  const [deity] = await db
    .insert(deities)
    .values({ templeId: temple.id, code: 'd', name: 'Deity' })
    .returning({ id: deities.id });
  const rows = await db
    .insert(sevas)
    .values(
      sevaLimits.map((seva) => ({ ...seva, templeId: temple.id, deityId: deity?.id ?? null, rate: 5000 })),
    )
    .returning({ id: sevas.id });
  return { templeId: temple.id, deityId: deity?.id ?? 0, sevaIds: rows.map((row) => row.id) };
}
