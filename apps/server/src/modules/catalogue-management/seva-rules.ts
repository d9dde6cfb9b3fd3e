import { DomainError, isAdmin, type SevaFieldProblem, sevaFieldProblems, UserType } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { selectStaffDeity, selectStaffSevaGroup } from './catalogue-management-repository.ts';

/** 400 VALIDATION_FAILED naming each field, as schema validation answers. */
export function fieldErrors(problems: readonly SevaFieldProblem[]): DomainError {
  return new DomainError('VALIDATION_FAILED', problems.map((p) => `${p.field}: ${p.message}`).join('; '), {
    errors: problems,
  });
}

/** A seva's deity and group must be the temple's own (not deleted). */
export async function assertOwnReferences(
  db: Executor,
  templeId: number,
  refs: { deityId?: number | null | undefined; sevaGroupId?: number | null | undefined },
): Promise<void> {
  const problems: SevaFieldProblem[] = [];
  if (refs.deityId != null && !(await selectStaffDeity(db, templeId, refs.deityId))) {
    problems.push({ field: 'deityId', message: 'No deity of this temple has this id' });
  }
  if (refs.sevaGroupId != null && !(await selectStaffSevaGroup(db, templeId, refs.sevaGroupId))) {
    problems.push({ field: 'sevaGroupId', message: 'No seva group of this temple has this id' });
  }
  if (problems.length > 0) throw fieldErrors(problems);
}

/**
 * spec Seva IsApproved, "approved by the temple administrator for listing": staff may prepare sevas,
 * but only the temple's administrator (or a platform administrator) approves them.
 */
export function canApproveSevas(actor: Actor): boolean {
  return actor.userType === UserType.TempleAdmin || isAdmin(actor.userType);
}

export function assertMayApprove(actor: Actor, isApproved: boolean | undefined): void {
  if (isApproved !== undefined && !canApproveSevas(actor)) {
    throw new DomainError('FORBIDDEN', 'Only the temple administrator approves sevas for listing');
  }
}

/** The cross-field rules on the seva as it will be. */
export function assertSevaFields(facts: Parameters<typeof sevaFieldProblems>[0]): void {
  const problems = sevaFieldProblems(facts);
  if (problems.length > 0) throw fieldErrors(problems);
}
