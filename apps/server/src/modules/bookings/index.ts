/**
 * What other modules and the jobs may use of bookings (docs/decisions.md, "Module boundaries"): seva
 * capacity (ARCHITECTURE rule 3: every module that takes or gives back a place goes through these, in its
 * own transaction), cart evaluation, the expiry of unpaid holds, and checkout's memory of booking facts.
 */
export { BookingFactsMemo } from './booking-facts-memo.ts';
export {
  type CapacityClaim,
  type CapacityKey,
  dayCounters,
  mergeClaims,
  releaseCapacity,
  retakeCapacity,
  takeCapacity,
} from './capacity-repository.ts';
export { evaluateCart, evaluateCartFacts } from './evaluate-cart.ts';
export { expireHolds } from './expire-holds.ts';
export { heldPlacesOf } from './held-places.ts';
