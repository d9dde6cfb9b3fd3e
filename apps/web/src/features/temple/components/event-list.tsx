import type { TempleEventKind } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useTempleEvents } from '../api/find-temple-events.ts';
import { EventCard } from './event-card.tsx';

const LIMIT = 10;
const WHEN = ['upcoming', 'past'] as const;

/** A temple's events or festivals, coming ones first, with the past ones a tab away. */
export function EventList({ templeId, kind }: { templeId: number; kind: TempleEventKind }) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<(typeof WHEN)[number]>('upcoming');
  const [offset, setOffset] = useState(0);
  const events = useTempleEvents(templeId, { kind, when, offset, limit: LIMIT });
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('events.when')} className="flex gap-2">
        {WHEN.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={when === value}
            onClick={() => {
              setWhen(value);
              setOffset(0);
            }}
            className="min-h-10 rounded-full px-4 text-sm font-semibold text-orange-900 hover:bg-orange-100 aria-selected:bg-orange-800 aria-selected:text-white"
          >
            {t(`events.${value}`)}
          </button>
        ))}
      </div>
      {events.isPending ? <Loading /> : null}
      {events.isError ? <ErrorMessage error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.data && events.data.items.length === 0 ? (
        <Card>
          <p className="text-stone-700">{t(`events.none.${kind}.${when}`)}</p>
        </Card>
      ) : null}
      {events.data && events.data.items.length > 0 ? (
        <ul className={`grid gap-4 sm:grid-cols-2 ${events.isPlaceholderData ? 'opacity-60' : ''}`}>
          {events.data.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : null}
      {events.data ? (
        <Pager offset={offset} limit={LIMIT} total={events.data.total} onChange={setOffset} />
      ) : null}
    </div>
  );
}
