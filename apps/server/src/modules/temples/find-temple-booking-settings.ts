import { DomainError, type TempleCharges } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectTempleBookingSettings, type TempleBookingSettingsRow } from './temples-repository.ts';

/** What seva booking reads of a temple: its state, its date rules (rule 8) and its charges (spec §3). */
export interface TempleBookingSettings {
  id: number;
  name: string;
  nameNarration: string | null;
  /** Listed (status 1) and taking seva bookings (spec IsSeva). */
  isActive: boolean;
  isSeva: boolean;
  isDakshinaEnabled: boolean;
  isNameStarRequired: boolean;
  timeZone: string;
  sevaBlockPeriodDays: number;
  sevaEndDate: string | null;
  charges: TempleCharges;
}

export function toTempleBookingSettings(row: TempleBookingSettingsRow): TempleBookingSettings {
  return {
    id: row.id,
    name: row.name,
    nameNarration: row.nameNarration,
    isActive: row.status === 1,
    isSeva: row.isSeva,
    isDakshinaEnabled: row.isDakshinaEnabled,
    isNameStarRequired: row.isNameStarRequired,
    timeZone: row.timeZone,
    sevaBlockPeriodDays: row.sevaBlockPeriodDays,
    sevaEndDate: row.sevaEndDate,
    charges: {
      platformChargeAmount: row.platformChargeAmount,
      platformChargePercent: row.platformChargePercent,
      splitServiceCharge: row.splitServiceCharge,
      isIntroductoryServiceCharge: row.isIntroductoryServiceCharge,
      introductoryServiceAmount: row.introductoryServiceAmount,
    },
  };
}

/** Booking settings of the temples, by id; unknown ids are absent. One query. */
export async function findTempleBookingSettings(
  db: Executor,
  templeIds: readonly number[],
): Promise<Map<number, TempleBookingSettings>> {
  const rows = await selectTempleBookingSettings(db, [...new Set(templeIds)]);
  return new Map(rows.map((row) => [row.id, toTempleBookingSettings(row)]));
}

/** A listed temple's booking settings; NOT_FOUND for an unknown, inactive or deleted one. */
export async function getListedTemple(db: Executor, templeId: number): Promise<TempleBookingSettings> {
  const temple = (await findTempleBookingSettings(db, [templeId])).get(templeId);
  if (!temple?.isActive) throw new DomainError('NOT_FOUND', 'No temple with this id');
  return temple;
}
