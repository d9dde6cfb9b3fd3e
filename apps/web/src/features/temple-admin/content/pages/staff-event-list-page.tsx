import { type StaffTempleEvent, TEMPLE_EVENT_KINDS } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { slugOf } from '../../../../lib/route-params.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/form-field.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { Page } from '../../../../ui/page.tsx';
import { AdminRecordList, AdminRecordRow } from '../../shared/admin-record-list.tsx';
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

const WHEN_FILTERS: readonly StaffEventQuery['when'][] = ['all', 'upcoming', 'past'];

/** The address's filters as the list request takes them; anything else there means no filter. */
function eventQuery(
  query: { search?: string; offset: number; limit: number },
  filters: { kind: string; when: string },
): StaffEventQuery {
  const kind = TEMPLE_EVENT_KINDS.find((each) => each === filters.kind);
  const when = WHEN_FILTERS.find((each) => each === filters.when) ?? 'all';
  return {
    ...(query.search ? { search: query.search } : {}),
    offset: query.offset,
    limit: query.limit,
    when,
    ...(kind ? { kind } : {}),
  };
}

function EventList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState(['kind', 'when']);
  const events = useStaffEvents(templeId, eventQuery(list.query, list.filters));
  const isFiltered = Boolean(list.query.search) || list.filters.kind !== '' || list.filters.when !== '';
  return (
    <>
      <ListFilters
        search={{
          label: t('templeContent.events.search'),
          placeholder: t('templeContent.events.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      >
        <SelectField
          label={t('templeContent.events.kind')}
          value={list.filters.kind}
          onChange={(event) => list.setFilters({ kind: event.target.value })}
        >
          <option value="">{t('templeContent.events.kinds.any')}</option>
          <option value="event">{t('templeContent.events.kinds.event')}</option>
          <option value="festival">{t('templeContent.events.kinds.festival')}</option>
        </SelectField>
        <SelectField
          label={t('templeContent.events.when')}
          value={list.filters.when}
          onChange={(event) => list.setFilters({ when: event.target.value })}
        >
          <option value="">{t('templeContent.events.whenOptions.all')}</option>
          <option value="upcoming">{t('templeContent.events.whenOptions.upcoming')}</option>
          <option value="past">{t('templeContent.events.whenOptions.past')}</option>
        </SelectField>
      </ListFilters>
      <AdminRecordList
        query={events}
        emptyText={isFiltered ? t('templeContent.events.noneFound') : t('templeContent.events.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(event) => <EventRow key={event.id} templeId={templeId} event={event} />}
      </AdminRecordList>
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
