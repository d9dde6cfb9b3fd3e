import type { ReplaceAvailabilityRulesInput, SevaAvailabilitySettings } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type NewRule, replaceRules } from './availability-management-repository.ts';
import { getAvailabilityRules } from './get-availability-rules.ts';

function toNewRule(rule: ReplaceAvailabilityRulesInput['rules'][number]): NewRule {
  const common = { dailyLimit: rule.dailyLimit ?? null, remarks: rule.remarks ?? null };
  if (rule.kind === 'weekly') {
    return {
      kind: 'weekly',
      weekdays: [...rule.weekdays].sort((a, b) => a - b),
      fromDate: rule.fromDate ?? null,
      toDate: rule.toDate ?? null,
      ...common,
    };
  }
  if (rule.kind === 'dates') {
    return { kind: 'dates', weekdays: null, fromDate: rule.fromDate, toDate: rule.toDate, ...common };
  }
  return {
    kind: 'special',
    weekdays: null,
    fromDate: rule.fromDate,
    toDate: rule.toDate ?? rule.fromDate,
    ...common,
  };
}

/**
 * spec seva-availability-settings (save): the seva's whole rule set is replaced in one transaction, so
 * a booking never sees half of the old rules and half of the new. Audited with both sets.
 */
export async function replaceAvailabilityRules(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  sevaId: number,
  input: ReplaceAvailabilityRulesInput,
): Promise<SevaAvailabilitySettings> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getAvailabilityRules(tx, templeId, sevaId);
    await replaceRules(tx, { templeId, sevaId, createdBy: actor.id, now }, input.rules.map(toNewRule));
    const after = await getAvailabilityRules(tx, templeId, sevaId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva.availability-changed',
      entity: 'seva',
      entityId: sevaId,
      before: { rules: before.rules },
      after: { rules: after.rules },
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
