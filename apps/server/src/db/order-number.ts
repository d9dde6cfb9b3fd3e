import { SEVA_BOOKING_PREFIX } from '@nivedya/domain';
import { orderNumberSequence } from './schema/orders.ts';

/**
 * spec §9: an order number is the booking-code prefix (SEVA_BOOKING_PREFIX, 'BKS') followed by the next
 * value of order_number_seq, zero-padded to 8 digits (BKS00001234). This is the SQL expression that
 * makes one, for every insert into orders (checkout's statement, a counter bill), so online and counter
 * orders are numbered alike from one sequence. A constant text, so checkout's statement stays the same
 * for every request (a prepared statement).
 */
export const NEXT_ORDER_NUMBER_SQL = `'${SEVA_BOOKING_PREFIX.replaceAll("'", "''")}' || lpad(nextval('${orderNumberSequence.seqName}')::text, 8, '0')`;
