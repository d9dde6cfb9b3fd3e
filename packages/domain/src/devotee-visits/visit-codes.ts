/**
 * spec §9 visit types and §2 visit out/in type popover: how a gate identifies who passes. Mobile (1)
 * and Qr Code (2) name one devotee (or their party); Devotee Count (3) is a bare number for a group.
 */
export const VisitType = { Mobile: 1, QrCode: 2, DevoteeCount: 3 } as const;
export type VisitTypeValue = (typeof VisitType)[keyof typeof VisitType];
export const VISIT_TYPES: readonly VisitTypeValue[] = [
  VisitType.Mobile,
  VisitType.QrCode,
  VisitType.DevoteeCount,
];

/** Which way a gate lets people through. */
export const GATE_DIRECTIONS = ['in', 'out', 'both'] as const;
export type GateDirection = (typeof GATE_DIRECTIONS)[number];

/** The most people one scan or count may record: a family, a bus party. */
export const VISIT_MAX_PEOPLE = 100;
/** The largest safe capacity a zone may have. */
export const ZONE_MAX_CAPACITY = 1_000_000;
/** The window of the live status's "lately" figures. */
export const VISIT_RECENT_MINUTES = 15;

/** Whether a gate of `direction` records movements `way` (in or out). */
export function gateTakes(direction: GateDirection, way: 'in' | 'out'): boolean {
  return direction === 'both' || direction === way;
}
