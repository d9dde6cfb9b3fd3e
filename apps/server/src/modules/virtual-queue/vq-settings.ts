import { DEFAULT_VQ_SETTINGS, type VqSettings } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { type SettingsRow, selectSettings } from './vq-settings-repository.ts';

/** A temple's queue settings, or the defaults while it has saved none. */
export async function loadSettings(db: Executor, templeId: number): Promise<VqSettings> {
  const row = await selectSettings(db, templeId);
  return row
    ? toSettings(row)
    : {
        templeId,
        ...DEFAULT_VQ_SETTINGS,
        idProofTypes: [...DEFAULT_VQ_SETTINGS.idProofTypes],
        updatedAt: null,
      };
}

export function toSettings(row: SettingsRow): VqSettings {
  return {
    templeId: row.templeId,
    daysAhead: row.daysAhead,
    openingTime: row.openingTime.slice(0, 5),
    graceMinutes: row.graceMinutes,
    maxPartySize: row.maxPartySize,
    isIdProofRequired: row.isIdProofRequired,
    idProofTypes: row.idProofTypes,
    instructions: row.instructions,
    updatedAt: row.updatedAt.toISOString(),
  };
}
