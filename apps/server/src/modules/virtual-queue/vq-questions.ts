import { DomainError, type VqQuestion, type VqQuestionInput, type VqQuestionKind } from '@nivedya/domain';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import {
  insertQuestion,
  type QuestionRow,
  selectQuestion,
  selectQuestions,
  updateQuestion,
} from './vq-settings-repository.ts';
import { getVqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-question-list / virtual-queue-question-detail. A deleted question is kept
 * (status 2) so the answers already given still read with their question.
 */

export function toQuestion(row: QuestionRow): VqQuestion {
  return {
    id: row.id,
    label: row.label,
    labelNarration: row.labelNarration,
    kind: row.kind as VqQuestionKind,
    options: row.options,
    isRequired: row.isRequired,
    sortOrder: row.sortOrder,
    isActive: row.status === 1,
  };
}

export async function findVqQuestions(deps: Pick<VqDeps, 'db'>, templeId: number) {
  await getVqTemple(deps.db, templeId);
  const rows = await selectQuestions(deps.db, templeId, false);
  return { items: rows.map(toQuestion), total: rows.length };
}

export async function getVqQuestion(deps: Pick<VqDeps, 'db'>, templeId: number, questionId: number) {
  const row = await selectQuestion(deps.db, templeId, questionId);
  if (!row) throw new DomainError('NOT_FOUND', 'No such question');
  return toQuestion(row);
}

export async function createVqQuestion(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  input: VqQuestionInput,
): Promise<VqQuestion> {
  await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const question = await deps.db.transaction(async (tx) => {
    const row = await insertQuestion(tx, {
      templeId,
      ...questionValues(input),
      createdAt: now,
      updatedAt: now,
    });
    const after = toQuestion(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'vq-question.created',
      entity: 'vq_question',
      entityId: row.id,
      after: { ...after },
      ip: actor.ip ?? null,
      at: now,
    });
    return after;
  });
  deps.facts.invalidate(templeId);
  return question;
}

export async function updateVqQuestion(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  questionId: number,
  input: VqQuestionInput,
): Promise<VqQuestion> {
  const now = deps.now();
  const question = await deps.db.transaction(async (tx) => {
    const before = await selectQuestion(tx, templeId, questionId);
    if (!before) throw new DomainError('NOT_FOUND', 'No such question');
    const row = await updateQuestion(tx, questionId, { ...questionValues(input), updatedAt: now });
    const after = toQuestion(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'vq-question.updated',
      entity: 'vq_question',
      entityId: questionId,
      before: { ...toQuestion(before) },
      after: { ...after },
      ip: actor.ip ?? null,
      at: now,
    });
    return after;
  });
  deps.facts.invalidate(templeId);
  return question;
}

export async function deleteVqQuestion(deps: VqDeps, actor: Actor, templeId: number, questionId: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await selectQuestion(tx, templeId, questionId);
    if (!before) throw new DomainError('NOT_FOUND', 'No such question');
    await updateQuestion(tx, questionId, { status: 2, updatedAt: now });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'vq-question.deleted',
      entity: 'vq_question',
      entityId: questionId,
      before: { ...toQuestion(before) },
      ip: actor.ip ?? null,
      at: now,
    });
  });
  deps.facts.invalidate(templeId);
}

function questionValues(input: VqQuestionInput) {
  return {
    label: input.label,
    labelNarration: input.labelNarration,
    kind: input.kind,
    options: input.kind === 'choice' ? input.options : [],
    isRequired: input.isRequired,
    sortOrder: input.sortOrder,
    status: input.isActive ? 1 : 0,
  };
}
