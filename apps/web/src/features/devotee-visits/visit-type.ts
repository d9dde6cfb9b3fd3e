import { type VisitMovementInput, VisitType, type VisitTypeValue } from '@nivedya/domain';
import { readString, StorageKey, writeString } from '../../lib/storage.ts';
import type { VisitWay } from './api/record-movement.ts';

/**
 * spec §2 visit out/in type popover: Mobile (1), Qr Code (2), Devotee Count (3, out mode only); the
 * choice of this device is kept per mode, limited to the types the temple uses.
 */
export function visitTypesFor(way: VisitWay, templeTypes: readonly VisitTypeValue[]): VisitTypeValue[] {
  return templeTypes.filter((type) => way === 'out' || type !== VisitType.DevoteeCount);
}

export function readVisitType(way: VisitWay, offered: readonly VisitTypeValue[]): VisitTypeValue {
  const stored = Number(readString(way === 'in' ? StorageKey.visitInType : StorageKey.visitOutType));
  return offered.find((type) => type === stored) ?? offered[0] ?? VisitType.Mobile;
}

export function writeVisitType(way: VisitWay, type: VisitTypeValue): void {
  writeString(way === 'in' ? StorageKey.visitInType : StorageKey.visitOutType, String(type));
}

export function readVisitGate(way: VisitWay): number | null {
  const stored = Number(readString(way === 'in' ? StorageKey.visitInGate : StorageKey.visitOutGate));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function writeVisitGate(way: VisitWay, gateId: number): void {
  writeString(way === 'in' ? StorageKey.visitInGate : StorageKey.visitOutGate, String(gateId));
}

/** What the gate sends for what was typed or scanned; null when there is nothing to send. */
export function movementFor(gateId: number, type: VisitTypeValue, text: string): VisitMovementInput | null {
  const value = text.trim();
  if (value === '') return null;
  if (type === VisitType.Mobile) {
    const digits = value.replace(/\D/g, '');
    return { gateId, type, mobile: digits.length > 10 ? digits.slice(-10) : digits };
  }
  if (type === VisitType.QrCode) return { gateId, type, code: value };
  return { gateId, type, people: Number(value) };
}
