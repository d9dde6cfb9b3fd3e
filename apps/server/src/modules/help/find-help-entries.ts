import { DomainError, type HelpEntry, type HelpListQuery, type Page } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findShownHelpEntries, findShownHelpEntry, type HelpEntryRow } from './help-repository.ts';

function toHelpEntry(row: HelpEntryRow): HelpEntry {
  return { id: row.id, pageName: row.pageName, title: row.title, query: row.contentHtml };
}

export async function findHelpEntries(db: Executor, query: HelpListQuery): Promise<Page<HelpEntry>> {
  const { rows, total } = await findShownHelpEntries(db, query);
  return { items: rows.map(toHelpEntry), total };
}

export async function getHelpEntry(db: Executor, id: number): Promise<HelpEntry> {
  const row = await findShownHelpEntry(db, id);
  if (!row) throw new DomainError('NOT_FOUND', 'No help entry with this id');
  return toHelpEntry(row);
}
