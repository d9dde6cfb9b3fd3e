import {
  formatDisplayDate,
  PAGE_SIZE_DEFAULT,
  type StaffTempleEvent,
  type TempleEventKind,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { slugOf } from '../../../../lib/route-params.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { AdminRecordRow } from '../../shared/admin-record-list.tsx';
import { useSearchedPage } from '../../shared/searched-page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { type StaffEventQuery, useDeleteEvent, useStaffEvents } from '../api/staff-events.ts';

const detailsOf = (event: StaffTempleEvent) => `/staff-temple-event-details?id=${event.id}`;

function eventDays(event: StaffTempleEvent): string {
  return event.endDate === event.startDate
    ? formatDisplayDate(event.startDate)
    : `${formatDisplayDate(event.startDate)} – ${formatDisplayDate(event.endDate)}`;
}

function EventRow({ templeId, event }: { templeId: number; event: StaffTempleEvent }) {
  const { t } = useTranslation();
  const remove = useDeleteEvent(templeId);
  return (
    <AdminRecordRow
      id={event.id}
      name={event.title}
      editTo={detailsOf(event)}
      status={event.status}
      image={{ url: event.imageUrl, version: event.updatedAt }}
      details={
        <>
          {event.titleNarration ? (
            <span className="block text-sm text-stone-600">{event.titleNarration}</span>
          ) : null}
          <span className="block text-sm font-semibold text-orange-800">{eventDays(event)}</span>
        </>
      }
      meta={
        <>
          <span className="rounded-full bg-orange-100 px-2 py-0.5 font-semibold text-orange-900">
            {t(`templeContent.events.kinds.${event.kind}`)}
          </span>
          {event.status === 1 ? (
            <Link
              to={`/event-details/${event.id}/${slugOf(event.title)}`}
              className="text-orange-900 underline hover:text-orange-700"
            >
              {t('templeContent.events.asDevotees')}
            </Link>
          ) : null}
        </>
      }
      remove={remove}
      confirmText={t('templeContent.events.confirmDelete', { title: event.title })}
      deletedText={t('templeContent.events.deleted')}
      testId="staff-event"
    />
  );
}

type KindFilter = TempleEventKind | 'any';

function EventList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const { search, setSearch, offset, setOffset, query } = useSearchedPage();
  const [kind, setKind] = useState<KindFilter>('any');
  const [when, setWhen] = useState<StaffEventQuery['when']>('all');
  const events = useStaffEvents(templeId, { ...query, when, ...(kind === 'any' ? {} : { kind }) });
  const isFiltered = Boolean(query.search) || kind !== 'any' || when !== 'all';
  return (
    <>
      <Card className="mb-4">
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField
            label={t('templeContent.events.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('templeContent.events.searchPlaceholder')}
          />
          <SelectField
            label={t('templeContent.events.kind')}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as KindFilter);
              setOffset(0);
            }}
          >
            <option value="any">{t('templeContent.events.kinds.any')}</option>
            <option value="event">{t('templeContent.events.kinds.event')}</option>
            <option value="festival">{t('templeContent.events.kinds.festival')}</option>
          </SelectField>
          <SelectField
            label={t('templeContent.events.when')}
            value={when}
            onChange={(event) => {
              setWhen(event.target.value as StaffEventQuery['when']);
              setOffset(0);
            }}
          >
            <option value="all">{t('templeContent.events.whenOptions.all')}</option>
            <option value="upcoming">{t('templeContent.events.whenOptions.upcoming')}</option>
            <option value="past">{t('templeContent.events.whenOptions.past')}</option>
          </SelectField>
        </div>
      </Card>
      {events.isPending ? <Loading /> : null}
      {events.isError ? <ErrorMessage error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.isSuccess ? (
        <Card isPadded={false} className={events.isPlaceholderData ? 'opacity-60' : ''}>
          {events.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">
              {isFiltered ? t('templeContent.events.noneFound') : t('templeContent.events.none')}
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {events.data.items.map((event) => (
                <EventRow key={event.id} templeId={templeId} event={event} />
              ))}
            </ul>
          )}
          <div className="px-4 pb-4">
            <Pager offset={offset} limit={PAGE_SIZE_DEFAULT} total={events.data.total} onChange={setOffset} />
          </div>
        </Card>
      ) : null}
    </>
  );
}

/**
 * spec temple-event-list, for the temple's staff: its events and festivals, drafts too; add, edit and
 * delete. Devotees read theirs at temple-event-list?templeId=… and temple-festivals.
 */
export default function StaffEventListPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeContent.events.title')} helpPage="temple-event-list" width="wide">
      {/* Below the title rather than beside it: two buttons beside it leave a phone no room for it. */}
      <div className="mb-4 flex flex-wrap gap-2">
        <ButtonLink to="/staff-temple-event-details">{t('templeContent.events.add')}</ButtonLink>
        <ButtonLink variant="secondary" to="/staff-temple-event-details?kind=festival">
          {t('templeContent.events.addFestival')}
        </ButtonLink>
      </div>
      <StaffTemple>{(templeId) => <EventList templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
