import type { AuditEntry } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useAdminTemples, useAuditLog } from '../api/platform-temples.ts';

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** What a change did: each field that differs, before → after (every field of a record made or removed). */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): [string, string, string][] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .filter((key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]))
    .map((key) => [key, show(entry.before?.[key]), show(entry.after?.[key])]);
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = changedFields(entry);
  if (changes.length === 0) return <span className="text-stone-600">—</span>;
  return (
    <details>
      <summary className="cursor-pointer font-semibold text-orange-900">
        {t('auditLog.changes', { count: changes.length })}
      </summary>
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        {changes.map(([field, before, after]) => (
          <div key={field} className="break-words">
            <dt className="font-mono text-stone-700">{field}</dt>
            <dd className="text-stone-900">
              <span className="text-red-800 line-through decoration-1">{before}</span> →{' '}
              <span className="text-green-900">{after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The audit log (issue #15 §3): who changed what and when, with before and after; the platform administrator's. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const list = useListState(['templeId', 'actorUserId', 'action', 'from', 'to']);
  const { templeId, actorUserId, action, from, to } = list.filters;
  const log = useAuditLog({
    offset: list.offset,
    limit: list.limit,
    ...(templeId ? { templeId: Number(templeId) } : {}),
    ...(actorUserId ? { actorUserId: Number(actorUserId) } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const temples = useAdminTemples({ offset: 0, limit: 100 });
  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: t('auditLog.when'),
      isRowHeader: true,
      className: 'whitespace-nowrap',
      cell: (entry) => formatInstantDateTime(entry.at),
    },
    {
      id: 'action',
      header: t('auditLog.action'),
      phone: 'badge',
      cell: (entry) => <span className="font-mono text-sm">{entry.action}</span>,
    },
    {
      id: 'who',
      header: t('auditLog.who'),
      phone: 'line',
      cell: (entry) => entry.actor?.userName ?? t('auditLog.system'),
    },
    { id: 'temple', header: t('auditLog.temple'), phone: 'line', cell: (entry) => entry.temple?.name ?? '—' },
    {
      id: 'what',
      header: t('auditLog.what'),
      phone: 'line',
      cell: (entry) => `${entry.entity}${entry.entityId ? ` #${entry.entityId}` : ''}`,
    },
    {
      id: 'changes',
      header: t('auditLog.changesTitle'),
      phone: 'plain',
      cell: (entry) => <Changes entry={entry} />,
    },
  ];
  return (
    <Page title={t('auditLog.title')} helpPage="audit-log" width="wide">
      <ListFilters>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t('auditLog.temple')}
            value={templeId}
            onChange={(event) => list.setFilters({ templeId: event.target.value })}
          >
            <option value="">{t('auditLog.allTemples')}</option>
            {(temples.data?.items ?? []).map((temple) => (
              <option key={temple.id} value={temple.id}>
                {temple.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('auditLog.action')}
            placeholder={t('auditLog.actionPlaceholder')}
            value={action}
            onChange={(event) => list.setFilters({ action: event.target.value.trim().toLowerCase() })}
          />
          <DatePickerField
            label={t('auditLog.from')}
            value={from || null}
            max={to || null}
            onChange={(day) => list.setFilters({ from: day })}
          />
          <DatePickerField
            label={t('auditLog.to')}
            value={to || null}
            min={from || null}
            onChange={(day) => list.setFilters({ to: day })}
          />
        </div>
      </ListFilters>
      {actorUserId ? (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-stone-800">
          {t('auditLog.byUser', { id: actorUserId })}
          <Button variant="secondary" onClick={() => list.setFilters({ actorUserId: '' })}>
            {t('auditLog.everyone')}
          </Button>
        </p>
      ) : null}
      <ListResults
        query={log}
        emptyText={t('auditLog.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('auditLog.title')}
            columns={columns}
            items={items}
            itemKey={(entry) => entry.id}
            itemTestId="audit-entry"
          />
        )}
      </ListResults>
    </Page>
  );
}
