import { randomBytes } from 'node:crypto';
import {
  type CartEvaluation,
  type CartOrder,
  type CheckoutInput,
  type CheckoutResult,
  DomainError,
  type ErrorCode,
  formatDisplayDate,
  isBlockingProblem,
  localDateTime,
  OrderLineStatus,
  PAYMENT_MESSAGES,
  PaymentMode,
  SevaType,
  type TempleBankDetails,
} from '@nivedya/domain';
import type { AppDeps } from '../../app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { releasePayment } from '../payments/release-payment.ts';
import { setGatewayOrderId } from '../payments/payments-repository.ts';
import { type CapacityClaim, takeCapacity } from './capacity-repository.ts';
import {
  type CheckoutTemple,
  devoteeIdOf,
  findCheckoutTemples,
  insertAuditRows,
  insertOrderLines,
  insertOrders,
  insertPayment,
  type NewOrder,
  type NewOrderLine,
} from './checkout-repository.ts';
import { evaluateCart } from './evaluate-cart.ts';

/** temples.payment_gateway_id of a temple that takes no online payments: bank transfer only. */
export const NO_GATEWAY = 'none';
export const BANK_TRANSFER_GATEWAY = 'bank-transfer';

type Deps = Pick<AppDeps, 'db' | 'gateways' | 'now' | 'config'>;

interface PlacedCheckout {
  paymentId: number;
  amount: number;
  holdExpiresAt: Date;
  orders: { id: number; orderNumber: string; templeId: number; receiptToken: string; cart: CartOrder }[];
  temples: Map<number, CheckoutTemple>;
}

/**
 * spec POST /Transaction: the devotee's cart becomes one order per temple and one payment covering
 * them. In ONE transaction: the server re-prices and re-checks every line (evaluateCart; client prices
 * are ignored, ARCHITECTURE rule 2), writes the orders, their lines and the payment, and takes the
 * capacity last (rule 3), so a full day rolls everything back with SEVA_FULL. Gateway orders are
 * created after the commit, so no database connection waits on the network.
 */
export async function checkout(deps: Deps, user: SessionUser, input: CheckoutInput): Promise<CheckoutResult> {
  const now = deps.now();
  const paymentMode = input.paymentMode ?? PaymentMode.Gateway;
  const { paymentMode: _mode, ...cart } = input;
  const placed = await deps.db.transaction(async (tx): Promise<PlacedCheckout> => {
    const evaluation = await evaluateCart(tx, cart, now);
    assertBookable(evaluation);
    const templeRows = await findCheckoutTemples(
      tx,
      evaluation.orders.map((order) => order.templeId),
    );
    const templesById = new Map(templeRows.map((row) => [row.id, row]));
    assertPaymentMode(paymentMode, evaluation.orders, templesById);

    const isBankTransfer = paymentMode === PaymentMode.BankTransfer;
    const holdExpiresAt = new Date(
      now.getTime() +
        (isBankTransfer
          ? deps.config.payments.bankTransferHoldHours * 3_600_000
          : deps.config.payments.holdMinutes * 60_000),
    );
    const amount = evaluation.orders.reduce((sum, order) => sum + order.totals.totalAmount, 0);
    const paymentId = await insertPayment(tx, {
      userId: user.id,
      gateway: isBankTransfer ? BANK_TRANSFER_GATEWAY : deps.gateways.active.name,
      amount,
      now,
    });

    const receiptTokens = evaluation.orders.map(() => randomBytes(32).toString('base64url'));
    const inserted = await insertOrders(
      tx,
      evaluation.orders.map((order, index) =>
        newOrder(order, {
          user,
          paymentId,
          paymentMode,
          receiptToken: receiptTokens[index] ?? '',
          holdExpiresAt,
          timeZone: templesById.get(order.templeId)?.timeZone ?? 'Asia/Kolkata',
          now,
        }),
      ),
    );
    const placedOrders = evaluation.orders.map((order, index) => {
      const row = inserted.find((candidate) => candidate.templeId === order.templeId);
      if (!row) throw new Error('order not inserted');
      return { ...row, receiptToken: receiptTokens[index] ?? '', cart: order };
    });

    await insertOrderLines(
      tx,
      placedOrders.flatMap((order) => newOrderLines(order.id, order.cart, now)),
    );
    await insertAuditRows(
      tx,
      placedOrders.map((order) => ({
        actorUserId: user.id,
        templeId: order.templeId,
        action: 'order.created',
        entity: 'order',
        entityId: String(order.id),
        after: {
          orderNumber: order.orderNumber,
          paymentId,
          paymentMode,
          status: 'pending',
          totalAmount: order.cart.totals.totalAmount,
        },
        createdAt: now,
      })),
    );

    // Last, just before COMMIT: the hot counter rows stay locked for the shortest possible time.
    const claims = capacityClaims(evaluation);
    const full = await takeCapacity(tx, claims, now);
    if (full.length > 0) throw sevaFull(evaluation, full[0]);

    return { paymentId, amount, holdExpiresAt, orders: placedOrders, temples: templesById };
  });

  const isBankTransfer = paymentMode === PaymentMode.BankTransfer;
  let checkoutUrl: string | null = null;
  let gateway: CheckoutResult['gateway'] = null;
  if (!isBankTransfer) {
    const created = await createGatewayPayment(deps, user, placed);
    checkoutUrl = created.checkoutUrl;
    gateway = { name: deps.gateways.active.name, clientParams: created.clientParams };
  }

  return {
    paymentId: placed.paymentId,
    paymentMode,
    status: 'created',
    amount: placed.amount,
    holdExpiresAt: placed.holdExpiresAt.toISOString(),
    checkoutUrl,
    gateway,
    orders: placed.orders.map((order) => {
      const temple = placed.temples.get(order.templeId);
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        templeId: order.templeId,
        templeName: order.cart.templeName,
        status: 'pending',
        isVerified: false,
        receiptToken: order.receiptToken,
        totals: order.cart.totals,
        bankDetails: isBankTransfer && temple ? bankDetailsOf(temple) : null,
      };
    }),
    message: isBankTransfer ? PAYMENT_MESSAGES.bankTransferPending : PAYMENT_MESSAGES.gatewayPending,
  };
}

async function createGatewayPayment(deps: Deps, user: SessionUser, placed: PlacedCheckout) {
  const gateway = deps.gateways.active;
  try {
    const created = await gateway.createPayment({
      paymentId: placed.paymentId,
      amount: placed.amount,
      currency: 'INR',
      description: placed.orders.map((order) => `${order.orderNumber} ${order.cart.templeName}`).join(', '),
      customer: { name: user.userName, email: user.email, mobile: user.mobile },
    });
    await setGatewayOrderId(deps.db, placed.paymentId, created.gatewayOrderId, deps.now());
    return created;
  } catch (error) {
    // The gateway never saw this payment: give the capacity back now rather than at expiry.
    await deps.db.transaction((tx) =>
      releasePayment(tx, {
        paymentId: placed.paymentId,
        paymentStatus: 'failed',
        orderStatus: 'failed',
        reason: 'The payment gateway could not be reached',
        errorCode: 'GATEWAY_UNREACHABLE',
        actorUserId: null,
        now: deps.now(),
      }),
    );
    throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', undefined, { cause: (error as Error).message });
  }
}

function assertBookable(evaluation: CartEvaluation): void {
  if (evaluation.isValid) return;
  const problems = [
    ...evaluation.unknownLines.flatMap((line) =>
      line.problems.map((problem) => ({ index: line.index, sevaId: line.sevaId, ...problem })),
    ),
    ...evaluation.orders.flatMap((order) => [
      ...order.problems.map((problem) => ({ index: null, sevaId: null, templeId: order.templeId, ...problem })),
      ...order.lines.flatMap((line) =>
        line.problems.map((problem) => ({ index: line.index, sevaId: line.sevaId, ...problem })),
      ),
    ]),
  ].filter((problem) => isBlockingProblem(problem.code));
  const first = problems[0];
  const code: ErrorCode = first?.code ?? 'VALIDATION_FAILED';
  throw new DomainError(code, first?.message ?? 'The cart cannot be booked', { problems });
}

function assertPaymentMode(mode: number, cartOrders: readonly CartOrder[], templesById: Map<number, CheckoutTemple>) {
  if (mode === PaymentMode.BankTransfer) {
    if (cartOrders.length !== 1) {
      throw new DomainError(
        'PAYMENT_MODE_NOT_AVAILABLE',
        'A bank transfer goes to one temple trust: book the sevas of each temple separately',
      );
    }
    const temple = templesById.get(cartOrders[0]?.templeId ?? 0);
    if (!temple || !bankDetailsOf(temple)) {
      throw new DomainError('PAYMENT_MODE_NOT_AVAILABLE', `${temple?.name ?? 'This temple'} has no bank account for transfers`);
    }
    return;
  }
  const withoutGateway = cartOrders.filter((order) => templesById.get(order.templeId)?.paymentGatewayId === NO_GATEWAY);
  if (withoutGateway.length > 0) {
    throw new DomainError(
      'PAYMENT_MODE_NOT_AVAILABLE',
      `${withoutGateway.map((order) => order.templeName).join(', ')} takes payment by bank transfer only`,
      { templeIds: withoutGateway.map((order) => order.templeId) },
    );
  }
}

export function bankDetailsOf(temple: CheckoutTemple): TempleBankDetails | null {
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

function newOrder(
  order: CartOrder,
  context: {
    user: SessionUser;
    paymentId: number;
    paymentMode: number;
    receiptToken: string;
    holdExpiresAt: Date;
    timeZone: string;
    now: Date;
  },
): NewOrder {
  const dates = order.lines.flatMap((line) => line.performDates).sort();
  const postal = order.lines.find((line) => line.deliveryAddress);
  const { totals } = order;
  return {
    userId: context.user.id,
    devoteeId: devoteeIdOf(context.user.id),
    templeId: order.templeId,
    type: 0,
    paymentMode: context.paymentMode,
    paymentId: context.paymentId,
    orderDate: localDateTime(context.now, context.timeZone).date,
    status: 'pending',
    amount: totals.amount,
    serviceCharge: totals.serviceCharge,
    postageCharge: totals.postageCharge,
    platformCharge: totals.platformCharge,
    gstCharge: totals.gstCharge,
    splitServiceCharge: totals.splitServiceCharge,
    dakshinaAmount: totals.dakshinaAmount,
    invoiceAmount: totals.invoiceAmount,
    totalAmount: totals.totalAmount,
    mobile: context.user.mobile,
    email: context.user.email,
    deliveryAddress: postal?.deliveryAddress ?? null,
    lastPerformDate: dates.at(-1) ?? null,
    isVerified: false,
    receiptToken: context.receiptToken,
    holdExpiresAt: context.holdExpiresAt,
    createdBy: context.user.id,
    createdAt: context.now,
    updatedAt: context.now,
  };
}

/**
 * One order line per seva per day (a continuous seva books every day from its perform date to its till
 * date); a pre-booking (type 3) has no date yet and awaits the temple's approval.
 */
function newOrderLines(orderId: number, order: CartOrder, now: Date): NewOrderLine[] {
  return order.lines.flatMap((line): NewOrderLine[] => {
    const common = {
      orderId,
      templeId: order.templeId,
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
      createdAt: now,
      updatedAt: now,
    };
    if (line.performDates.length === 0) {
      return [{ ...common, performDate: null, status: OrderLineStatus.AwaitingApproval, isAllowEdit: false }];
    }
    // The devotee may postpone a single-day regular seva (spec IsAllowEdit); special poojas keep their
    // listed date and continuous sevas their run of days.
    const isAllowEdit = line.sevaType === SevaType.Regular && !line.isContinuous;
    return line.performDates.map((performDate) => ({
      ...common,
      performDate,
      status: OrderLineStatus.Booked,
      isAllowEdit,
    }));
  });
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

function sevaFull(evaluation: CartEvaluation, claim: CapacityClaim | undefined): DomainError {
  const line = evaluation.orders.flatMap((order) => order.lines).find((candidate) => candidate.sevaId === claim?.sevaId);
  const date = claim ? formatDisplayDate(claim.performDate) : '';
  return new DomainError('SEVA_FULL', `${line?.sevaName ?? 'This seva'} is fully booked on ${date}`, {
    sevaId: claim?.sevaId,
    performDate: claim?.performDate,
  });
}
