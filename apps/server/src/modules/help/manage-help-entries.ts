import {
  type AdminHelpEntry,
  type AdminHelpListQuery,
  type CreateHelpEntryInput,
  DomainError,
  type Page,
  type UpdateHelpEntryInput,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  type HelpRow,
  insertHelpRow,
  selectHelpPage,
  selectHelpRow,
  updateHelpRow,
} from './help-repository.ts';

/**
 * spec help-list and help-details for administrators (POST /Help, GET /Help?id&status): one help entry
 * per screen (PageName), its HTML sanitised before it is kept, shown or hidden, every change audited.
 */

function toAdminHelpEntry(row: HelpRow): AdminHelpEntry {
  return {
    id: row.id,
    pageName: row.pageName,
    title: row.title,
    contentHtml: row.contentHtml,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function cleanHtml(html: string): string {
  const clean = sanitizeRichText(html);
  if (clean.replace(/<[^>]*>/g, '').trim() === '') {
    throw new DomainError('VALIDATION_FAILED', 'contentHtml: Write the help text', {
      errors: [{ field: 'contentHtml', message: 'Write the help text' }],
    });
  }
  return clean;
}

function pageNameTaken(error: unknown): DomainError | null {
  if (violatedUniqueConstraint(error) !== 'help_entries_page_name_unique') return null;
  const message = 'This screen already has a help page; edit that one';
  return new DomainError('CONFLICT', message, { errors: [{ field: 'pageName', message }] });
}

export async function findAdminHelpEntries(
  deps: Pick<AppDeps, 'db'>,
  query: AdminHelpListQuery,
): Promise<Page<AdminHelpEntry>> {
  const { rows, total } = await selectHelpPage(deps.db, query);
  return { items: rows.map(toAdminHelpEntry), total };
}

export async function getAdminHelpEntry(deps: Pick<AppDeps, 'db'>, id: number): Promise<AdminHelpEntry> {
  const row = await selectHelpRow(deps.db, id);
  if (!row) throw new DomainError('NOT_FOUND', 'No help entry with this id');
  return toAdminHelpEntry(row);
}

export async function createHelpEntry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  input: CreateHelpEntryInput,
): Promise<AdminHelpEntry> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertHelpRow(tx, {
      ...input,
      contentHtml: cleanHtml(input.contentHtml),
      updatedBy: actor.id,
      createdAt: now,
      updatedAt: now,
    }).catch((error: unknown) => {
      throw pageNameTaken(error) ?? error;
    });
    const created = toAdminHelpEntry(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      action: 'help.created',
      entity: 'help',
      entityId: row.id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}

export async function updateHelpEntry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  input: UpdateHelpEntryInput,
): Promise<AdminHelpEntry> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await selectHelpRow(tx, id);
    if (!before) throw new DomainError('NOT_FOUND', 'No help entry with this id');
    const row = await updateHelpRow(tx, id, {
      ...input,
      ...(input.contentHtml !== undefined ? { contentHtml: cleanHtml(input.contentHtml) } : {}),
      updatedBy: actor.id,
      updatedAt: now,
    }).catch((error: unknown) => {
      throw pageNameTaken(error) ?? error;
    });
    if (!row) throw new DomainError('NOT_FOUND', 'No help entry with this id');
    const after = toAdminHelpEntry(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      action: 'help.updated',
      entity: 'help',
      entityId: id,
      before: toAdminHelpEntry(before),
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
