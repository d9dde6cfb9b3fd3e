/**
 * spec perform-postpone: the Panchangam button "navigates to seva-availability-settings carrying
 * transaction details, transaction, minimum date and the seva of type 3". The seva goes in the address
 * (?sevaId=), the rest in the navigation state, which that page reads to open the seva's Panchangam on
 * the month of the minimum date with a way back to the approval.
 */
export interface PanchangamVisit {
  sevaName: string;
  orderNumber: string;
  /** yyyy-MM-dd: the first date that may be allotted. */
  minDate: string;
  /** The screen (and approval) to return to. */
  returnTo: string;
}

export function panchangamState(visit: PanchangamVisit): { panchangam: PanchangamVisit } {
  return { panchangam: visit };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The visit carried in a navigation state, or null (a plain visit, a reload, or anything else). */
export function readPanchangamVisit(state: unknown): PanchangamVisit | null {
  const visit = (state as { panchangam?: Partial<PanchangamVisit> } | null)?.panchangam;
  if (!visit || typeof visit !== 'object') return null;
  const { sevaName, orderNumber, minDate, returnTo } = visit;
  if (typeof sevaName !== 'string' || typeof orderNumber !== 'string') return null;
  if (typeof minDate !== 'string' || !ISO_DAY.test(minDate)) return null;
  // Only a path of this app: never a full address to elsewhere.
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  return { sevaName, orderNumber, minDate, returnTo };
}
