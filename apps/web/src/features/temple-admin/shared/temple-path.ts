/** The staff API of one temple: T = /api/v1/temples/:templeId. */
export function templePath(templeId: number, rest: string): string {
  return `/api/v1/temples/${templeId}/${rest}`;
}
