import type { AvailabilityRuleView, SevaAvailabilitySettings } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getStaffSeva } from '../catalogue-management/index.ts';
import { selectAvailabilityRules } from '../sevas/index.ts';

/** spec seva-availability-settings: the seva's rules, with its day type and daily limit beside them. */
export async function getAvailabilityRules(
  db: Executor,
  templeId: number,
  sevaId: number,
): Promise<SevaAvailabilitySettings> {
  const seva = await getStaffSeva(db, templeId, sevaId);
  const rules = await selectAvailabilityRules(db, [sevaId]);
  return {
    sevaId,
    sevaName: seva.name,
    sevaType: seva.sevaType,
    dayType: seva.dayType,
    maxLimitPerDay: seva.maxLimitPerDay,
    // The column's check constraint admits only these kinds.
    rules: rules.map((rule) => ({ ...rule, kind: rule.kind as AvailabilityRuleView['kind'] })),
  };
}
