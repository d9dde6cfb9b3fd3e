import { randomBytes } from 'node:crypto';
import {
  type CartEvaluation,
  type CartInput,
  type CartOrder,
  type CheckoutInput,
  type CheckoutResult,
  DomainError,
  ERROR_MESSAGES,
  type ErrorCode,
  type EvaluatedCartLine,
  formatDisplayDate,
  isBlockingProblem,
  localDateTime,
  OrderLineStatus,
  type OrderTotals,
  PaymentMode,
  priceOrder,
  SevaType,
  type TempleBankDetails,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findSessionUser, hashSessionToken, type SessionUser } from '../auth/index.ts';
import { devoteeNote } from '../devotee-messages/index.ts';
import { assertOwnDevoteeNames } from '../devotees/index.ts';
import { gatewayClientParams, openGatewayPayment } from '../payments/index.ts';
import { requireAdmission } from '../releases/index.ts';
import type { BookingFacts, TemplePaymentRow } from '../sevas/index.ts';
import { type SeriesStarDays, seriesDueBy, seriesStarDays } from '../star-series/index.ts';
import { type CapacityClaim, dayCounters, mergeClaims } from './capacity-repository.ts';
import {
  type CheckoutPlan,
  insertCheckout,
  type PlannedLine,
  type PlannedOrder,
  type PlannedStarSeries,
} from './checkout-repository.ts';
import { cartFactsScope, evaluateCartFacts } from './evaluate-cart.ts';

/** temples.payment_gateway_id of a temple that takes no online payments: bank transfer only. */
export const NO_GATEWAY = 'none';
export const BANK_TRANSFER_GATEWAY = 'bank-transfer';

type Deps = Pick<
  AppDeps,
  'db' | 'gateways' | 'now' | 'config' | 'bookingFacts' | 'metrics' | 'starCalendars' | 'releases'
>;

/** The devotee checking out, and the session they came with (the write checks it is still live). */
export interface CheckoutCaller {
  user: SessionUser;
  sessionToken: string;
}

/** A checkout prices again from fresh facts when its write found them changed, this many times at most. */
const MAX_ATTEMPTS = 3;

/**
 * spec POST /Transaction: the devotee's cart becomes one order per temple and one payment covering
 * them. The server re-prices and re-checks every line (evaluateCart: client prices are ignored,
 * ARCHITECTURE rule 2), then writes the payment, orders, lines, audit rows and the capacity hold in one
 * atomic statement (rule 3, see insertCheckout): a full day refuses the whole checkout with SEVA_FULL.
 * Usually that write is the only round trip: the cart's facts (sevas, temples with their payment
 * settings, rules, blockings) come from the memory of an earlier read (BookingFactsMemo) and the session
 * from the auth plugin's memory of it (SessionMemo), and the write goes ahead only while the facts'
 * version, the session and the devotee's saved names are as they were. When it finds otherwise it writes
 * nothing; checkout then says which: the session ended (401), a saved name is no longer the devotee's
 * (400), or the facts changed, and then it reads them afresh and prices again.
 */
export async function checkout(
  deps: Deps,
  caller: CheckoutCaller,
  input: CheckoutInput,
): Promise<CheckoutResult> {
  const { paymentMode = PaymentMode.Gateway, ...cart } = input;
  const scope = cartFactsScope(cart);
  let facts = await deps.bookingFacts.load(deps.db, scope);
  await requireAdmissions(deps, caller.user.id, cart, facts);
  // A star never changes its days: read once, whatever else is read again.
  const starDays = await seriesStarDays(deps, facts, cart);
  for (let attempt = 1; ; attempt += 1) {
    const result = await priceAndWrite(deps, caller, { cart, paymentMode, starDays }, facts);
    if (result) return result;
    if (!(await findSessionUser(deps.db, caller.sessionToken, deps.now()))) {
      throw new DomainError('SESSION_EXPIRED', ERROR_MESSAGES.SESSION_EXPIRED);
    }
    await assertOwnDevoteeNames(deps.db, caller.user.id, cart.lines);
    if (attempt === MAX_ATTEMPTS) {
      throw new DomainError('CONFLICT', 'The temple is changing these sevas right now; please try again');
    }
    facts = await deps.bookingFacts.reload(deps.db, scope);
  }
}

/**
 * A line of a seva whose dates a release opens (issue #20 §2) needs the devotee's admission from its
 * waiting room: RELEASE_NOT_OPEN before the opening, WAITING_ROOM_ADMISSION_REQUIRED without a turn.
 * Without a live release at the temple this reads only the process's memory of the releases.
 */
async function requireAdmissions(deps: Deps, userId: number, cart: CartInput, facts: BookingFacts) {
  for (const line of cart.lines) {
    const seva = facts.sevas.get(line.sevaId);
    if (!seva || !line.performDate) continue;
    await requireAdmission(deps, {
      templeId: seva.templeId,
      sevaId: seva.id,
      date: line.performDate,
      userId,
    });
  }
}

/** Prices the cart from `facts` and writes it; null when the write refused (see checkout). */
async function priceAndWrite(
  deps: Deps,
  caller: CheckoutCaller,
  { cart, paymentMode, starDays }: { cart: CartInput; paymentMode: number; starDays: SeriesStarDays },
  facts: BookingFacts,
): Promise<CheckoutResult | null> {
  const { user } = caller;
  const now = deps.now();
  const isBankTransfer = paymentMode === PaymentMode.BankTransfer;
  const evaluation = evaluateCartFacts(facts, cart, now, starDays);
  assertBookable(evaluation);
  const templesById = facts.payments;
  assertPaymentMode(paymentMode, evaluation.orders, templesById);

  const amount = evaluation.orders.reduce((sum, order) => sum + order.totals.totalAmount, 0);
  const holdExpiresAt = new Date(
    now.getTime() +
      (isBankTransfer
        ? deps.config.payments.bankTransferHoldHours * 3_600_000
        : deps.config.payments.holdMinutes * 60_000),
  );
  const gateway = isBankTransfer ? null : deps.gateways.active;
  // The gateway order comes first, so the write below stays one statement. Should that write find a day
  // full, the gateway order is never paid.
  const gatewayOrder = gateway
    ? await openGatewayPayment(gateway, {
        amount,
        description: evaluation.orders.map((order) => order.templeName).join(', '),
        customer: { name: user.userName, email: user.email, mobile: user.mobile },
      })
    : null;
  const series = plannedSeries(cart, evaluation);
  const planned = plannedOrders(
    evaluation,
    {
      timeZoneOf: (templeId) => facts.temples.get(templeId)?.timeZone ?? 'Asia/Kolkata',
      needsApproval: (sevaId) => facts.sevas.get(sevaId)?.needsApproval === true,
      seriesByLine: series,
    },
    now,
    holdExpiresAt,
  );

  const plan: CheckoutPlan = {
    userId: user.id,
    sessionTokenHash: hashSessionToken(caller.sessionToken),
    factsVersion: facts.version,
    paymentMode,
    gateway: gateway?.name ?? BANK_TRANSFER_GATEWAY,
    gatewayOrderId: gatewayOrder?.gatewayOrderId ?? null,
    amount,
    now,
    orders: planned.orders,
    lines: planned.lines,
    series: [...series.values()],
    claims: mergeClaims(capacityClaims(evaluation)),
  };
  const written = await insertCheckout(deps.db, plan);
  if (written.outcome === 'refused') return null;
  if (written.outcome === 'full') throw await sevaFull(deps, evaluation, plan.claims);
  deps.metrics.checkoutPlaced(isBankTransfer ? 'bank_transfer' : 'gateway');
  const placed = written.orders;

  const paymentId = placed.find((row) => row.paymentId !== null)?.paymentId ?? 0;
  return {
    paymentId,
    paymentMode,
    status: 'created',
    amount,
    holdExpiresAt: holdExpiresAt.toISOString(),
    checkoutUrl: gatewayOrder?.checkoutUrl ?? null,
    gateway: gateway
      ? {
          name: gateway.name,
          clientParams: gatewayClientParams(gatewayOrder, deps.config.publicUrl, paymentId),
        }
      : null,
    orders: evaluation.orders.map((order, index) => {
      const receiptToken = planned.paidNowTokens[index] ?? '';
      const row = placed.find((candidate) => candidate.receiptToken === receiptToken);
      const temple = templesById.get(order.templeId);
      return {
        id: row?.id ?? 0,
        orderNumber: row?.orderNumber ?? '',
        templeId: order.templeId,
        templeName: order.templeName,
        status: 'pending',
        isVerified: false,
        receiptToken,
        totals: order.totals,
        bankDetails: isBankTransfer && temple ? bankDetailsOf(temple) : null,
      };
    }),
    message: devoteeNote(isBankTransfer ? 'bankTransferPending' : 'gatewayPending', user.language),
  };
}

function assertBookable(evaluation: CartEvaluation): void {
  if (evaluation.isValid) return;
  const problems = [
    ...evaluation.unknownLines.flatMap((line) =>
      line.problems.map((problem) => ({ index: line.index, sevaId: line.sevaId, ...problem })),
    ),
    ...evaluation.orders.flatMap((order) => [
      ...order.problems.map((problem) => ({
        index: null,
        sevaId: null,
        templeId: order.templeId,
        ...problem,
      })),
      ...order.lines.flatMap((line) =>
        line.problems.map((problem) => ({ index: line.index, sevaId: line.sevaId, ...problem })),
      ),
    ]),
  ].filter((problem) => isBlockingProblem(problem.code));
  const first = problems[0];
  const code: ErrorCode = first?.code ?? 'VALIDATION_FAILED';
  throw new DomainError(code, first?.message ?? 'The cart cannot be booked', { problems });
}

function assertPaymentMode(
  mode: number,
  cartOrders: readonly CartOrder[],
  templesById: ReadonlyMap<number, TemplePaymentRow>,
) {
  // The later dates of a series paid date by date are paid online before each comes.
  const dueWithoutGateway = cartOrders.find(
    (order) =>
      order.lines.some((line) => line.seriesDue) &&
      templesById.get(order.templeId)?.paymentGatewayId === NO_GATEWAY,
  );
  if (dueWithoutGateway) {
    throw new DomainError(
      'PAYMENT_MODE_NOT_AVAILABLE',
      `${dueWithoutGateway.templeName} takes no online payments: pay for every date of the series now`,
      { templeIds: [dueWithoutGateway.templeId] },
    );
  }
  if (mode === PaymentMode.BankTransfer) {
    if (cartOrders.length !== 1) {
      throw new DomainError(
        'PAYMENT_MODE_NOT_AVAILABLE',
        'A bank transfer goes to one temple trust: book the sevas of each temple separately',
      );
    }
    const temple = templesById.get(cartOrders[0]?.templeId ?? 0);
    if (!temple || !bankDetailsOf(temple)) {
      throw new DomainError(
        'PAYMENT_MODE_NOT_AVAILABLE',
        `${temple?.name ?? 'This temple'} has no bank account for transfers`,
      );
    }
    return;
  }
  const withoutGateway = cartOrders.filter(
    (order) => templesById.get(order.templeId)?.paymentGatewayId === NO_GATEWAY,
  );
  if (withoutGateway.length > 0) {
    throw new DomainError(
      'PAYMENT_MODE_NOT_AVAILABLE',
      `${withoutGateway.map((order) => order.templeName).join(', ')} takes payment by bank transfer only`,
      { templeIds: withoutGateway.map((order) => order.templeId) },
    );
  }
}

export function bankDetailsOf(temple: TemplePaymentRow): TempleBankDetails | null {
  if (!temple.bankName || !temple.bankAccountNumber) return null;
  return {
    bankName: temple.bankName,
    branch: temple.bankBranch,
    accountName: temple.bankAccountName,
    accountNumber: temple.bankAccountNumber,
    ifsc: temple.bankIfsc,
    upiVpa: temple.upiVpa,
  };
}

interface LinePlanning {
  timeZoneOf: (templeId: number) => string;
  needsApproval: (sevaId: number) => boolean;
  seriesByLine: ReadonlyMap<number, PlannedStarSeries>;
}

/** The dates a line books that this checkout pays: all but the later dates of a series paid date by date. */
function datesPaidNow(line: EvaluatedCartLine): string[] {
  return line.seriesDue ? line.performDates.slice(0, 1) : line.performDates;
}

/**
 * The orders a checkout places: one per temple, paid by its payment and held until `holdExpiresAt`, and
 * one per later date of a star series paid date by date (issue #19), due: priced alone with the temple's
 * charges and no dakshina, outside the payment, and holding its place until its time to pay runs out
 * (seriesDueBy). `paidNowTokens` are the receipt tokens of the temples' orders, in the cart's order.
 */
function plannedOrders(
  evaluation: CartEvaluation,
  planning: LinePlanning,
  now: Date,
  holdExpiresAt: Date,
): { orders: PlannedOrder[]; lines: PlannedLine[]; paidNowTokens: string[] } {
  const orders: PlannedOrder[] = [];
  const lines: PlannedLine[] = [];
  const paidNowTokens: string[] = [];
  for (const order of evaluation.orders) {
    const timeZone = planning.timeZoneOf(order.templeId);
    const paidNow = plannedOrder(
      {
        templeId: order.templeId,
        totals: order.totals,
        dates: order.lines.flatMap(datesPaidNow),
        deliveryAddress: order.lines.find((line) => line.deliveryAddress)?.deliveryAddress ?? null,
      },
      { timeZone, now },
      { status: 'pending', holdExpiresAt, dueBy: null },
    );
    orders.push(paidNow);
    paidNowTokens.push(paidNow.receiptToken);
    for (const line of order.lines) {
      lines.push(
        ...plannedLines(
          { ...line, templeId: order.templeId },
          datesPaidNow(line),
          paidNow.receiptToken,
          planning,
        ),
      );
      for (const date of line.seriesDue?.dates ?? []) {
        const dueBy = seriesDueBy(date, timeZone);
        const due = plannedOrder(
          {
            templeId: order.templeId,
            totals: priceOrder([line], order.charges, 0),
            dates: [date],
            deliveryAddress: line.deliveryAddress,
          },
          { timeZone, now },
          { status: 'due', holdExpiresAt: dueBy, dueBy },
        );
        orders.push(due);
        lines.push(
          ...plannedLines({ ...line, templeId: order.templeId }, [date], due.receiptToken, planning),
        );
      }
    }
  }
  return { orders, lines, paidNowTokens };
}

function plannedOrder(
  order: { templeId: number; totals: OrderTotals; dates: string[]; deliveryAddress: string | null },
  { timeZone, now }: { timeZone: string; now: Date },
  hold: Pick<PlannedOrder, 'status' | 'holdExpiresAt' | 'dueBy'>,
): PlannedOrder {
  const { totals } = order;
  return {
    templeId: order.templeId,
    orderDate: localDateTime(now, timeZone).date,
    amount: totals.amount,
    serviceCharge: totals.serviceCharge,
    postageCharge: totals.postageCharge,
    platformCharge: totals.platformCharge,
    gstCharge: totals.gstCharge,
    splitServiceCharge: totals.splitServiceCharge,
    dakshinaAmount: totals.dakshinaAmount,
    invoiceAmount: totals.invoiceAmount,
    totalAmount: totals.totalAmount,
    deliveryAddress: order.deliveryAddress,
    lastPerformDate: order.dates.toSorted().at(-1) ?? null,
    // ARCHITECTURE rule 6: the public receipt link carries 256 random bits, never the order id.
    receiptToken: randomBytes(32).toString('base64url'),
    ...hold,
  };
}

/**
 * One order line per seva per day (a continuous seva books every day from its perform date to its till
 * date); a pre-booking (type 3) has no date yet and awaits the temple's approval. A seva that needs the
 * temple's approval (vazhipad approval) keeps the devotee's date and awaits approval too: its place on
 * that day is held like any dated line's (capacityClaims), so the day cannot be oversold while the
 * temple decides.
 */
function plannedLines(
  line: EvaluatedCartLine & { templeId: number },
  dates: readonly string[],
  orderReceiptToken: string,
  { needsApproval, seriesByLine }: LinePlanning,
): PlannedLine[] {
  const starSeriesId = seriesByLine.get(line.index)?.id ?? null;
  const common = {
    templeId: line.templeId,
    sevaId: line.sevaId,
    deityId: line.deityId,
    sevaName: line.sevaName,
    sevaType: line.sevaType,
    devoteeNameId: line.devoteeNameId,
    devoteeName: line.devoteeName,
    starId: line.starId,
    tillDate: line.tillDate,
    isContinuous: line.isContinuous,
    quantity: line.quantity,
    rate: line.rate,
    postageCharge: line.postageCharge,
    amount: line.rate * line.quantity,
    prasadamDelivery: line.prasadamDelivery,
    deliveryAddress: line.deliveryAddress,
    description: line.description,
    forType: line.forType,
    starSeriesId,
    orderReceiptToken,
  };
  if (dates.length === 0) {
    return [{ ...common, performDate: null, status: OrderLineStatus.AwaitingApproval, isAllowEdit: false }];
  }
  const isAwaitingApproval = needsApproval(line.sevaId);
  // The devotee may postpone a single-day regular seva (spec IsAllowEdit); special poojas keep their
  // listed date and continuous sevas their run of days; a date the temple is deciding on stays put.
  // A date of a star series is the star's day: moving it would break the series.
  const isAllowEdit =
    line.sevaType === SevaType.Regular && !line.isContinuous && !isAwaitingApproval && starSeriesId === null;
  return dates.map((performDate) => ({
    ...common,
    performDate,
    status: isAwaitingApproval ? OrderLineStatus.AwaitingApproval : OrderLineStatus.Booked,
    isAllowEdit,
  }));
}

/** The star series the cart's lines start (issue #19), by the cart line's index; ids are random. */
function plannedSeries(cart: CartInput, evaluation: CartEvaluation): Map<number, PlannedStarSeries> {
  const series = new Map<number, PlannedStarSeries>();
  for (const order of evaluation.orders) {
    for (const line of order.lines) {
      const starSeries = cart.lines[line.index]?.starSeries;
      if (!starSeries) continue;
      series.set(line.index, {
        id: randomBytes(16).toString('base64url'),
        templeId: order.templeId,
        sevaId: line.sevaId,
        starId: line.starId,
        devoteeName: line.devoteeName,
        every: starSeries.every,
        malayalamMonth: starSeries.every === 'year' ? (starSeries.month ?? null) : null,
        occurrences: starSeries.dates.length,
        payment: line.seriesDue ? 'each' : 'once',
      });
    }
  }
  return series;
}

function capacityClaims(evaluation: CartEvaluation): CapacityClaim[] {
  return evaluation.orders.flatMap((order) =>
    order.lines.flatMap((line) =>
      line.performDates.map((performDate) => ({
        templeId: order.templeId,
        sevaId: line.sevaId,
        performDate,
        quantity: line.quantity,
        capacity: line.dayLimits.find((limit) => limit.date === performDate)?.limit ?? null,
      })),
    ),
  );
}

/**
 * Names the day that filled up, as the cart names it (read after the refusal; only this path pays for
 * the query).
 */
async function sevaFull(deps: Deps, evaluation: CartEvaluation, claims: readonly CapacityClaim[]) {
  const booked = await dayCounters(deps.db, claims);
  const bookedOn = (claim: CapacityClaim) => booked.get(`${claim.sevaId}|${claim.performDate}`) ?? 0;
  const full =
    claims.find((claim) => claim.capacity !== null && bookedOn(claim) + claim.quantity > claim.capacity) ??
    claims[0];
  const line = evaluation.orders
    .flatMap((order) => order.lines)
    .find((candidate) => candidate.sevaId === full?.sevaId);
  const sevaName = line?.sevaName ?? 'This seva';
  const date = full ? formatDisplayDate(full.performDate) : '';
  const left = full?.capacity != null ? Math.max(0, full.capacity - bookedOn(full)) : 0;
  return new DomainError(
    'SEVA_FULL',
    left === 0
      ? `${sevaName} is fully booked on ${date}`
      : `Only ${left} of ${sevaName} can still be booked on ${date}`,
    { sevaId: full?.sevaId, performDate: full?.performDate },
  );
}
