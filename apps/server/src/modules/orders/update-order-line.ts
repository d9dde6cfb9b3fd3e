import {
  addDays,
  canDevoteeEditLine,
  DomainError,
  formatDisplayDate,
  isBlockingProblem,
  type Language,
  localDateTime,
  OrderLineStatus,
  type PerformUpdateInput,
  type PerformUpdateResult,
  STAR_SERIES_PAY_BY_DAYS,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { evaluateCart, mergeClaims, releaseCapacity, takeCapacity } from '../bookings/index.ts';
import { devoteeNote } from '../devotee-messages/index.ts';
import { seriesDueBy } from '../star-series/index.ts';
import { LIVE_ORDER_STATUSES, toOrderLineView } from './order-dto.ts';
import {
  type LockedLineRow,
  moveDueBy,
  refreshLastPerformDate,
  selectLineForUpdate,
  selectOrderLines,
  selectOtherSeriesDates,
  updateOrderLine,
} from './orders-repository.ts';

/**
 * spec POST /PerformUpdate, Type 0: the devotee changes a line's pooja date, name, star or remarks
 * (perform-postpone modal, only when IsAllowEdit is 1). The new date passes the same date rules as a
 * booking, and the capacity moves from the old day to the new one in one transaction, under the line's
 * row lock, so two saves at once move it once.
 */
export async function updateOrderLineByDevotee(
  deps: Pick<AppDeps, 'db' | 'now' | 'starCalendars'>,
  user: { id: number; userType: number; language: Language },
  lineId: number,
  input: PerformUpdateInput,
): Promise<PerformUpdateResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const line = await selectLineForUpdate(tx, lineId);
    if (!line || line.userId !== user.id) throw new DomainError('NOT_FOUND', 'No such seva booking');
    assertEditable(line, user.userType, input);

    const newDate =
      input.performDate !== undefined && input.performDate !== line.performDate
        ? input.performDate
        : undefined;
    if (newDate !== undefined) {
      const oldDate = line.performDate;
      if (oldDate === null)
        throw new DomainError('ORDER_LINE_NOT_EDITABLE', 'The temple allots the date of this seva');
      const evaluation = await evaluateCart(
        { db: tx, starCalendars: deps.starCalendars },
        {
          lines: [
            {
              sevaId: line.sevaId,
              performDate: newDate,
              quantity: line.quantity,
              devoteeName: input.devoteeName ?? line.devoteeName,
              starId: input.starId ?? line.starId,
              prasadamDelivery: line.prasadamDelivery === 2 ? 2 : 1,
              deliveryAddress: line.deliveryAddress ?? undefined,
              forType: 1,
            },
          ],
        },
        now,
      );
      const evaluated = evaluation.orders[0]?.lines[0];
      const problems = [
        ...(evaluation.unknownLines[0]?.problems ?? []),
        ...(evaluated?.problems ?? []),
      ].filter((problem) => isBlockingProblem(problem.code) && problem.code !== 'SEVA_FULL');
      const problem = problems[0];
      if (problem || !evaluated) {
        throw new DomainError(problem?.code ?? 'SEVA_NOT_AVAILABLE', problem?.message, { problems });
      }
      const limit = evaluated.dayLimits.find((day) => day.date === newDate)?.limit ?? null;
      await moveCapacity(tx, line, oldDate, newDate, limit, now);
    }

    await updateOrderLine(tx, lineId, {
      ...(newDate !== undefined ? { performDate: newDate } : {}),
      ...(input.devoteeName !== undefined ? { devoteeName: input.devoteeName } : {}),
      ...(input.starId !== undefined ? { starId: input.starId } : {}),
      ...(input.remarks !== undefined ? { description: input.remarks } : {}),
      now,
    });
    if (newDate !== undefined) await refreshLastPerformDate(tx, line.orderId, now);
    await writeAuditLog(tx, {
      actorUserId: user.id,
      templeId: line.templeId,
      action: 'order-line.updated',
      entity: 'order_line',
      entityId: lineId,
      before: {
        performDate: line.performDate,
        devoteeName: line.devoteeName,
        starId: line.starId,
        description: line.description,
      },
      after: { ...input },
      at: now,
    });

    const lines = await selectOrderLines(tx, line.orderId);
    const index = lines.findIndex((candidate) => candidate.id === lineId);
    const updated = lines[index];
    if (!updated) throw new Error('updated line not found');
    return {
      message: devoteeNote('sevaUpdated', user.language),
      line: toOrderLineView(updated, index + 1, {
        now,
        timeZone: line.timeZone,
        sevaBlockPeriodDays: line.sevaBlockPeriodDays,
        userType: user.userType,
        isOrderLive: true,
      }),
    };
  });
}

function assertEditable(line: LockedLineRow, userType: number, input: PerformUpdateInput): void {
  if (!line.isAllowEdit || !LIVE_ORDER_STATUSES.includes(line.orderStatus)) {
    throw new DomainError('ORDER_LINE_NOT_EDITABLE', 'This seva booking cannot be edited');
  }
  const changesDateNameStar =
    input.performDate !== undefined || input.devoteeName !== undefined || input.starId !== undefined;
  const rights = canDevoteeEditLine(line, userType);
  if (changesDateNameStar && !rights.canEditDateNameStar) {
    throw new DomainError(
      'ORDER_LINE_NOT_EDITABLE',
      'The temple has approved this seva; its date, name and star can no longer be changed',
    );
  }
}

/** Old day and new day in lock order (seva, date), so two moves in opposite directions cannot deadlock. */
async function moveCapacity(
  tx: Parameters<typeof releaseCapacity>[0],
  line: LockedLineRow,
  oldDate: string,
  newDate: string,
  limit: number | null,
  now: Date,
) {
  const release = { sevaId: line.sevaId, performDate: oldDate, quantity: line.quantity };
  const take = {
    templeId: line.templeId,
    sevaId: line.sevaId,
    performDate: newDate,
    quantity: line.quantity,
    capacity: limit,
  };
  const steps = mergeClaims([release, take]);
  for (const step of steps) {
    if (step.performDate === oldDate) {
      await releaseCapacity(tx, [release], now);
      continue;
    }
    const full = await takeCapacity(tx, [take], now);
    if (full.length > 0) {
      throw new DomainError(
        'SEVA_FULL',
        `${line.sevaName} is fully booked on ${formatDisplayDate(newDate)}`,
        {
          sevaId: line.sevaId,
          performDate: newDate,
        },
      );
    }
  }
}

/**
 * The devotee moves one date of their star series (issue #19) to another day of its star at the temple:
 * a day the temple closed, or one that does not suit them. The new day must be the star's day (the
 * series' rule), not one the series holds already, and open; the place moves from the old day to the new
 * one under the line's row lock, as a postponement does.
 */
export async function moveStarSeriesLine(
  deps: Pick<AppDeps, 'db' | 'now' | 'starCalendars'>,
  user: { id: number; language: Language },
  target: { starSeriesId: string; lineId: number },
  newDate: string,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const line = await selectLineForUpdate(tx, target.lineId);
    if (!line || line.userId !== user.id || line.starSeriesId !== target.starSeriesId) {
      throw new DomainError('NOT_FOUND', 'No such date in this series');
    }
    const oldDate = line.performDate;
    const today = localDateTime(now, line.timeZone).date;
    const isStanding =
      line.status === OrderLineStatus.Booked || line.status === OrderLineStatus.AwaitingApproval;
    // A date still to be paid (due) moves as a paid one does, and its time to pay moves with it.
    const isDue = line.orderStatus === 'due';
    if (
      !(LIVE_ORDER_STATUSES.includes(line.orderStatus) || isDue) ||
      !isStanding ||
      line.performedAt !== null ||
      oldDate === null ||
      oldDate < today
    ) {
      throw new DomainError(
        'ORDER_LINE_NOT_EDITABLE',
        'This date of the series is performed, past or cancelled',
      );
    }
    if (newDate === oldDate) return;
    const dueBy = isDue ? seriesDueBy(newDate, line.timeZone) : null;
    if (dueBy && dueBy <= now) {
      throw new DomainError(
        'CONFLICT',
        `A date still to be paid must leave time to pay it: choose a day after ${formatDisplayDate(addDays(today, STAR_SERIES_PAY_BY_DAYS))}`,
      );
    }
    if ((await selectOtherSeriesDates(tx, target.starSeriesId, line.id)).includes(newDate)) {
      throw new DomainError('CONFLICT', `The series is booked on ${formatDisplayDate(newDate)} already`);
    }
    const evaluation = await evaluateCart(
      { db: tx, starCalendars: deps.starCalendars },
      {
        lines: [
          {
            sevaId: line.sevaId,
            performDate: newDate,
            quantity: line.quantity,
            devoteeName: line.devoteeName,
            starId: line.starId,
            prasadamDelivery: line.prasadamDelivery === 2 ? 2 : 1,
            deliveryAddress: line.deliveryAddress ?? undefined,
            forType: 1,
            // One date of the series: the evaluation checks it is the star's day.
            starSeries: { every: 'month', dates: [newDate] },
          },
        ],
      },
      now,
    );
    const evaluated = evaluation.orders[0]?.lines[0];
    const problems = [...(evaluation.unknownLines[0]?.problems ?? []), ...(evaluated?.problems ?? [])].filter(
      (problem) => isBlockingProblem(problem.code) && problem.code !== 'SEVA_FULL',
    );
    const problem = problems[0];
    if (problem || !evaluated) {
      throw new DomainError(problem?.code ?? 'SEVA_NOT_AVAILABLE', problem?.message, { problems });
    }
    const limit = evaluated.dayLimits.find((day) => day.date === newDate)?.limit ?? null;
    await moveCapacity(tx, line, oldDate, newDate, limit, now);
    await updateOrderLine(tx, line.id, { performDate: newDate, now });
    await refreshLastPerformDate(tx, line.orderId, now);
    if (dueBy) await moveDueBy(tx, line.orderId, dueBy, now);
    await writeAuditLog(tx, {
      actorUserId: user.id,
      templeId: line.templeId,
      action: 'star_series.date_moved',
      entity: 'order_line',
      entityId: line.id,
      before: { performDate: oldDate },
      after: { performDate: newDate, starSeriesId: target.starSeriesId },
      at: now,
    });
  });
}
