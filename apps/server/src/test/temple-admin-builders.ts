import { randomBytes } from 'node:crypto';
import {
  OrderLineStatus,
  PaymentMode,
  PLATFORM_RIGHTS,
  type PlatformRight,
  SevaType,
  TEMPLE_RIGHTS,
  type TempleRight,
  UserType,
} from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditLog, orderLines, orders, userRights } from '../db/schema/index.ts';
import { replacePlatformAccess } from '../modules/sub-admins/sub-admins-repository.ts';
import { insertUser, logInAs, type TestUser, type UserSpec } from './account-builders.ts';
import { insertBookableTemple, type TempleSpec, type TestTemple } from './catalogue-builders.ts';
import type { TestClient } from './test-app.ts';

/** Typed test data for temple management: a temple with its administrator and staff, and orders. */

let sequence = 0;

export async function grantRights(
  db: Database,
  userId: number,
  rights: readonly TempleRight[],
): Promise<void> {
  if (rights.length === 0) return;
  await db.insert(userRights).values(rights.map((right) => ({ userId, right })));
}

export interface StaffedTemple {
  temple: TestTemple;
  adminUser: TestUser;
  staffUser: TestUser;
  /** The temple administrator (type 2). */
  admin: TestClient;
  /** A staff user (type 3) with the rights asked for. */
  staff: TestClient;
}

/** A bookable temple with a logged-in temple administrator and a staff user holding `rights`. */
export async function aStaffedTemple(
  app: FastifyInstance,
  db: Database,
  options: { rights?: readonly TempleRight[]; temple?: TempleSpec } = {},
): Promise<StaffedTemple> {
  const temple = await insertBookableTemple(db, options.temple ?? {});
  const adminUser = await insertUser(db, { userType: UserType.TempleAdmin, templeId: temple.id });
  const staffUser = await insertUser(db, { userType: UserType.TempleStaff, templeId: temple.id });
  await grantRights(db, staffUser.id, options.rights ?? []);
  return {
    temple,
    adminUser,
    staffUser,
    admin: await logInAs(app, adminUser),
    staff: await logInAs(app, staffUser),
  };
}

export const ALL_RIGHTS = TEMPLE_RIGHTS;

export async function aLoggedInUser(
  app: FastifyInstance,
  db: Database,
  spec: Partial<UserSpec>,
): Promise<{ user: TestUser; client: TestClient }> {
  const user = await insertUser(db, spec);
  return { user, client: await logInAs(app, user) };
}

export interface OrderSpec {
  templeId: number;
  userId: number | null;
  sevaId: number;
  sevaName: string;
  performDate: string | null;
  orderDate: string;
  quantity: number;
  rate: number;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded';
  paymentMode: number;
  isVerified: boolean;
  lineStatus: number;
  sevaType: number;
  devoteeName: string;
  mobile: string | null;
}

/** An order with one line, straight into the tables, as checkout (or the counter) leaves it. */
export async function insertOrder(
  db: Database,
  spec: Pick<OrderSpec, 'templeId' | 'sevaId'> & Partial<OrderSpec>,
): Promise<{ orderId: number; lineId: number; orderNumber: string }> {
  sequence += 1;
  const full: OrderSpec = {
    userId: null,
    sevaName: 'Archana',
    performDate: '2026-06-01',
    orderDate: '2026-05-01',
    quantity: 1,
    rate: 5000,
    status: 'paid',
    paymentMode: PaymentMode.Gateway,
    isVerified: false,
    lineStatus: OrderLineStatus.Booked,
    sevaType: SevaType.Regular,
    devoteeName: 'Lakshmi Menon',
    mobile: null,
    ...spec,
  };
  const amount = full.rate * full.quantity;
  const orderNumber = `BKS${String(90_000_000 + sequence)}${randomBytes(2).toString('hex')}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber,
      userId: full.userId,
      templeId: full.templeId,
      paymentMode: full.paymentMode,
      orderDate: full.orderDate,
      status: full.status,
      amount,
      invoiceAmount: amount,
      totalAmount: amount,
      isVerified: full.isVerified,
      mobile: full.mobile,
      receiptToken: randomBytes(16).toString('hex'),
    })
    .returning({ id: orders.id });
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      templeId: full.templeId,
      sevaId: full.sevaId,
      sevaName: full.sevaName,
      sevaType: full.sevaType,
      devoteeName: full.devoteeName,
      performDate: full.performDate,
      quantity: full.quantity,
      rate: full.rate,
      amount,
      status: full.lineStatus,
    })
    .returning({ id: orderLines.id });
  return { orderId: order!.id, lineId: line!.id, orderNumber };
}

/** Audit rows of an action, newest last. */
export async function auditRows(db: Database, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

export async function auditCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

/** A multipart/form-data body with one file part (and text fields before it), as a browser sends it. */
export function multipartBody(
  file: { fieldName?: string; fileName: string; contentType?: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nivedya${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart upload with the client's cookies and XSRF header. */
export function upload(
  client: TestClient,
  method: 'PUT' | 'POST',
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return client.request({ method, url, payload: body.payload, headers: body.headers });
}

/** Grants a sub-administrator platform rights and temples, as the platform administrator would. */
export async function grantPlatformAccess(
  db: Database,
  userId: number,
  access: { rights?: readonly PlatformRight[]; allTemples?: boolean; templeIds?: readonly number[] } = {},
): Promise<void> {
  await replacePlatformAccess(
    db,
    userId,
    {
      rights: [...(access.rights ?? PLATFORM_RIGHTS)],
      allTemples: access.allTemples ?? true,
      templeIds: [...(access.templeIds ?? [])],
    },
    userId,
    new Date(),
  );
}
