/**
 * What other modules may use of orders (docs/decisions.md, "Module boundaries"): reading an order and its
 * lines, their views, and the changes staff make to a line (temple-orders).
 */
export {
  LIVE_ORDER_STATUSES,
  orderStatusMessage,
  seriesOf,
  toOrderLineView,
  toTotalsView,
} from './order-dto.ts';
export {
  orderLineColumns,
  orderListColumns,
  refreshLastPerformDate,
  selectOrder,
  selectOrderLines,
  updateOrderLine,
} from './orders-repository.ts';
export { moveStarSeriesLine } from './update-order-line.ts';
