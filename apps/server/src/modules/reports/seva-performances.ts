import {
  DomainError,
  formatDisplayDate,
  type Language,
  localDateTime,
  type MarkPerformedInput,
  type MarkPerformedResult,
  OrderLineStatus,
  starNameIn,
} from '@nivedya/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { orderLines, orders, stars, temples } from '../../db/schema/index.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { devoteeMessage } from '../devotee-messages/index.ts';
import { holdPerformancePhoto } from '../images/index.ts';
import { insertNotifications } from '../notifications/index.ts';
import { selectUserLanguages } from '../users/index.ts';

/** Minutes since midnight → '6:12 AM', as a devotee reads a time. */
function clockOf(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Proof of performance (issue #17 §4): the temple marks sevas performed — chosen lines, or every
 * booked line of a seva on a day — and each devotee with an account is told in their language. Only a
 * paid, confirmed line whose day has come can be marked; one already marked stays as it was (its
 * note and photo too, and no second message). All or nothing: a refused line, or a photo that is not
 * one of this temple's, marks none.
 */
export async function markSevasPerformed(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: MarkPerformedInput,
): Promise<MarkPerformedResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [temple] = await tx
      .select({ name: temples.name, timeZone: temples.timeZone })
      .from(temples)
      .where(eq(temples.id, templeId));
    if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
    const local = localDateTime(now, temple.timeZone);
    if (input.photoId !== undefined) await holdPerformancePhoto(tx, templeId, input.photoId);
    const chosen: SQL =
      input.lineIds !== undefined
        ? inArray(orderLines.id, input.lineIds)
        : (and(
            eq(orderLines.sevaId, input.sevaId ?? 0),
            eq(orderLines.performDate, input.date ?? ''),
            eq(orderLines.status, OrderLineStatus.Booked),
            eq(orderLines.orderStatus, 'paid'),
          ) as SQL);
    const lines = await tx
      .select({
        id: orderLines.id,
        sevaName: orderLines.sevaName,
        devoteeName: orderLines.devoteeName,
        star: stars.name,
        performDate: orderLines.performDate,
        status: orderLines.status,
        orderStatus: orderLines.orderStatus,
        performedAt: orderLines.performedAt,
        orderNumber: orders.orderNumber,
        orderId: orders.id,
        userId: orders.userId,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(stars, eq(stars.id, orderLines.starId))
      .where(and(eq(orderLines.templeId, templeId), chosen))
      .orderBy(orderLines.id)
      .for('update', { of: orderLines });

    if (input.lineIds !== undefined) {
      const found = new Set(lines.map((line) => line.id));
      const missing = input.lineIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw new DomainError('NOT_FOUND', `No seva booking of this temple has id ${missing.join(', ')}`);
      }
    } else if (lines.length === 0) {
      throw new DomainError(
        'NOT_FOUND',
        `Nothing of this seva is booked on ${formatDisplayDate(input.date)}`,
      );
    }
    for (const line of lines) {
      const name = `${line.sevaName} for ${line.devoteeName} (booking ${line.orderNumber})`;
      if (line.orderStatus !== 'paid' || line.status !== OrderLineStatus.Booked) {
        throw new DomainError('LINE_NOT_PERFORMABLE', `${name} is not a paid, confirmed booking`, {
          lineId: line.id,
        });
      }
      if (line.performDate === null || line.performDate > local.date) {
        throw new DomainError(
          'LINE_NOT_PERFORMABLE',
          line.performDate === null
            ? `${name} has no date yet`
            : `${name} is for ${formatDisplayDate(line.performDate)}: it cannot be marked performed before its day`,
          { lineId: line.id },
        );
      }
    }

    const toMark = lines.filter((line) => line.performedAt === null);
    if (toMark.length > 0) {
      await tx
        .update(orderLines)
        .set({
          performedAt: now,
          performedBy: actor.id,
          performedNote: input.note || null,
          performedPhotoId: input.photoId ?? null,
          updatedAt: now,
        })
        .where(
          inArray(
            orderLines.id,
            toMark.map((line) => line.id),
          ),
        );
      const languages = await selectUserLanguages(
        tx,
        toMark.map((line) => line.userId),
      );
      const time = clockOf(local.minutes);
      await insertNotifications(
        tx,
        toMark.flatMap((line) => {
          if (line.userId === null) return [];
          const language: Language = languages.get(line.userId) ?? 'en';
          const { title, body } = devoteeMessage('sevaPerformed', language, {
            temple: temple.name,
            seva: line.sevaName,
            devotee: line.devoteeName,
            star: starNameIn(line.star, language),
            time,
          });
          return [
            {
              userId: line.userId,
              templeId,
              title,
              body: input.note ? `${body} ${input.note}` : body,
              link: `/devotee-transaction-details?orderId=${line.orderId}`,
              createdAt: now,
            },
          ];
        }),
      );
      await writeAuditLog(tx, {
        actorUserId: actor.id,
        templeId,
        action: 'order-line.performed',
        entity: 'order_line',
        entityId: toMark.map((line) => line.id).join(','),
        after: {
          lineIds: toMark.map((line) => line.id),
          note: input.note ?? null,
          photoId: input.photoId ?? null,
        },
        ip: actor.ip,
        at: now,
      });
    }
    const marked = toMark.length;
    return {
      message:
        marked === 0
          ? 'These sevas were already marked performed'
          : `${marked} ${marked === 1 ? 'seva' : 'sevas'} marked performed; the devotees are told`,
      marked,
      alreadyPerformed: lines.length - marked,
      performedAt: now.toISOString(),
    };
  });
}
