import type { VisitGate, VisitZone } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { temples } from '../../db/schema/index.ts';
import type { TestClient } from '../../test/test-app.ts';

/** A zone, an entry gate and an exit gate of it (and a two-way side gate), set up as the admin would. */
export async function setUpVisits(
  admin: TestClient,
  db: Database,
  templeId: number,
  zone: { name?: string; capacity?: number; alertThreshold?: number } = {},
) {
  await db.update(temples).set({ isDevoteeVisit: true }).where(eq(temples.id, templeId));
  const base = `/api/v1/temples/${templeId}/visits`;
  const created = await admin.post(`${base}/zones`, {
    name: zone.name ?? 'Main hall',
    nameNarration: 'നാലമ്പലം',
    capacity: zone.capacity ?? 500,
    alertThreshold: zone.alertThreshold ?? 400,
  });
  expect(created.statusCode, created.body).toBe(201);
  const hall = created.json<VisitZone>();
  const gate = async (name: string, direction: 'in' | 'out' | 'both') => {
    const response = await admin.post(`${base}/gates`, { zoneId: hall.id, name, direction });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<VisitGate>();
  };
  return {
    base,
    zone: hall,
    eastGate: await gate(`${hall.name} east gate`, 'in'),
    westGate: await gate(`${hall.name} west gate`, 'out'),
    sideGate: await gate(`${hall.name} side gate`, 'both'),
  };
}
