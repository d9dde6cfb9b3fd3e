import {
  DomainError,
  formatDisplayDate,
  localDateTime,
  slotText,
  type VqSlotTemplateChange,
  type VqSlotTemplateCreate,
  type VqSlotTemplateUpdate,
  windowsOverlap,
} from '@nivedya/domain';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { toTemplateDto } from './vq-day-slots.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import { loadSettings } from './vq-settings.ts';
import {
  insertTemplates,
  selectSiblingTemplates,
  selectTemplate,
  selectTemplates,
  type TemplateRow,
  type Transaction,
  updateTemplate,
} from './vq-settings-repository.ts';
import {
  applyTemplateLimits,
  deleteUnusedFutureSlotDays,
  selectTemplateSlotDays,
  selectUsedSlotDays,
} from './vq-slots-repository.ts';
import { getVqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-slot-settings: the slot plan. A change applies to every date not yet
 * materialised; a future date whose slot already issued tokens keeps its times, and takes the new
 * capacity only when its bookings fit (decisions.md "Virtual queue").
 */

export async function findSlotTemplates(
  deps: Pick<VqDeps, 'db'>,
  templeId: number,
  query: { from?: string | undefined; isActive?: boolean | undefined },
) {
  await getVqTemple(deps.db, templeId);
  const rows = await selectTemplates(deps.db, templeId, { fromDate: query.from, isActive: query.isActive });
  return { items: rows.map(toTemplateDto), total: rows.length };
}

export async function createSlotTemplates(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  input: VqSlotTemplateCreate,
): Promise<VqSlotTemplateChange> {
  const temple = await getVqTemple(deps.db, templeId);
  const settings = await loadSettings(deps.db, templeId);
  const now = deps.now();
  const today = localDateTime(now, temple.timeZone).date;
  if (input.date !== undefined && input.date < today) {
    throw new DomainError('VALIDATION_FAILED', 'A slot cannot be added to a date that has passed', {
      errors: [{ field: 'date', message: 'A slot cannot be added to a date that has passed' }],
    });
  }
  const whens =
    input.date !== undefined
      ? [{ weekday: null, slotDate: input.date }]
      : (input.weekdays ?? []).map((weekday) => ({ weekday, slotDate: null }));
  const created = await withUniqueStart(() =>
    deps.db.transaction(async (tx) => {
      for (const when of whens) {
        if (input.isActive) await assertNoOverlap(tx, templeId, when, input, null);
        if (input.isActive && when.slotDate !== null)
          await assertNoOverlapWithUsed(tx, templeId, when.slotDate, input);
      }
      const rows = await insertTemplates(
        tx,
        whens.map((when) => ({
          templeId,
          weekday: when.weekday,
          slotDate: when.slotDate,
          startTime: input.startTime,
          endTime: input.endTime,
          capacity: input.capacity,
          maxPartySize: input.maxPartySize ?? settings.maxPartySize,
          label: input.label,
          status: input.isActive ? 1 : 0,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await deleteUnusedFutureSlotDays(tx, templeId, today);
      for (const row of rows) {
        await writeAuditLog(tx, {
          actorUserId: actor.id,
          templeId,
          action: 'vq-slot-template.created',
          entity: 'vq_slot_template',
          entityId: row.id,
          after: { ...toTemplateDto(row) },
          ip: actor.ip ?? null,
          at: now,
        });
      }
      return rows;
    }),
  );
  deps.facts.invalidate(templeId);
  return { templates: created.map(toTemplateDto), frozenSlots: [] };
}

export async function updateSlotTemplate(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  templateId: number,
  input: VqSlotTemplateUpdate,
): Promise<VqSlotTemplateChange> {
  const temple = await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const today = localDateTime(now, temple.timeZone).date;
  const change = await withUniqueStart(() =>
    deps.db.transaction(async (tx) => {
      const before = await selectTemplate(tx, templeId, templateId);
      if (!before) throw new DomainError('NOT_FOUND', 'No such slot');
      const when = { weekday: before.weekday, slotDate: before.slotDate };
      if (input.isActive) await assertNoOverlap(tx, templeId, when, input, templateId);
      const row = await updateTemplate(tx, templateId, {
        startTime: input.startTime,
        endTime: input.endTime,
        capacity: input.capacity,
        maxPartySize: input.maxPartySize ?? before.maxPartySize,
        label: input.label,
        status: input.isActive ? 1 : 0,
        updatedAt: now,
      });
      await deleteUnusedFutureSlotDays(tx, templeId, today);
      if (input.isActive) {
        await applyTemplateLimits(tx, {
          templeId,
          templateId,
          fromDate: today,
          startTime: input.startTime,
          endTime: input.endTime,
          capacity: row.capacity,
          maxPartySize: row.maxPartySize,
          label: row.label,
          now,
        });
      }
      const kept = await selectTemplateSlotDays(tx, templeId, templateId, today);
      const after = toTemplateDto(row);
      await writeAuditLog(tx, {
        actorUserId: actor.id,
        templeId,
        action: 'vq-slot-template.updated',
        entity: 'vq_slot_template',
        entityId: templateId,
        before: { ...toTemplateDto(before) },
        after: { ...after },
        ip: actor.ip ?? null,
        at: now,
      });
      const frozenSlots = kept
        .filter(
          (slot) =>
            !input.isActive ||
            slot.startTime.slice(0, 5) !== after.startTime ||
            slot.endTime.slice(0, 5) !== after.endTime ||
            slot.capacity !== after.capacity,
        )
        .map((slot) => ({
          date: slot.slotDate,
          startTime: slot.startTime.slice(0, 5),
          endTime: slot.endTime.slice(0, 5),
          capacity: slot.capacity,
          booked: slot.booked,
        }));
      return { templates: [after], frozenSlots };
    }),
  );
  deps.facts.invalidate(templeId);
  return change;
}

async function assertNoOverlap(
  tx: Transaction,
  templeId: number,
  when: { weekday: number | null; slotDate: string | null },
  slot: { startTime: string; endTime: string },
  exceptId: number | null,
) {
  const siblings = await selectSiblingTemplates(tx, templeId, when, exceptId);
  const clash = siblings.find((sibling) =>
    windowsOverlap(slot, { startTime: sibling.startTime, endTime: sibling.endTime }),
  );
  if (clash) throw overlapError(clash);
}

/**
 * A date's own slots replace its weekday slots, except those devotees already hold tokens for: those
 * stay that day, so a new slot of the date may not overlap them (issue #18), unless it starts with
 * one and so takes its place.
 */
async function assertNoOverlapWithUsed(
  tx: Transaction,
  templeId: number,
  date: string,
  slot: { startTime: string; endTime: string },
) {
  const used = await selectUsedSlotDays(tx, templeId, date);
  const clash = used.find((kept) => kept.startTime !== slot.startTime && windowsOverlap(slot, kept));
  if (clash) {
    throw new DomainError(
      'VQ_SLOT_OVERLAP',
      `This slot overlaps the ${slotText(clash.startTime, clash.endTime)} slot of ${formatDisplayDate(date)}, which devotees have booked`,
    );
  }
}

function overlapError(clash: TemplateRow): DomainError {
  const day = clash.slotDate ?? WEEKDAYS[clash.weekday ?? 0];
  return new DomainError(
    'VQ_SLOT_OVERLAP',
    `This slot overlaps the ${slotText(clash.startTime, clash.endTime)} slot on ${day}`,
    { templateId: clash.id },
  );
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Two admins adding the same start at once: the unique index answers, as an overlap. */
async function withUniqueStart<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.startsWith('vq_slot_templates_')) {
      throw new DomainError('VQ_SLOT_OVERLAP', 'Another slot starts at the same time on that day');
    }
    throw error;
  }
}
