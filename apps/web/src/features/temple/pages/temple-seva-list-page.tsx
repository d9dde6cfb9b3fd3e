import type { NamedRef, SevaSummary } from '@nivedya/domain';
import { regionalName } from '@nivedya/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useTempleSevas } from '../api/find-temple-sevas.ts';
import { SevaCard } from '../components/seva-card.tsx';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';
import { TempleInstructions } from '../components/temple-instructions.tsx';

type GroupBy = 'group' | 'deity';

interface Section {
  key: string;
  title: string;
  sevas: SevaSummary[];
}

function sectionsOf(sevas: SevaSummary[], by: GroupBy, language: string, otherTitle: string): Section[] {
  const sections = new Map<string, Section>();
  for (const seva of sevas) {
    const ref: NamedRef | null = by === 'group' ? seva.group : seva.deity;
    const key = ref ? String(ref.id) : 'other';
    let section = sections.get(key);
    if (!section) {
      section = {
        key,
        title: ref ? regionalName(ref.name, ref.nameNarration, language) : otherTitle,
        sevas: [],
      };
      sections.set(key, section);
    }
    section.sevas.push(seva);
  }
  return [...sections.values()];
}

function SevaList({ templeId }: { templeId: number }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const deityId = parseId(params.get('deityId'));
  const [search, setSearch] = useState('');
  const [groupBy, setGroupBy] = useState<GroupBy>('group');
  const debounced = useDebouncedValue(search.trim());
  const sevas = useTempleSevas(templeId, {
    ...(debounced ? { search: debounced } : {}),
    ...(deityId ? { deityId } : {}),
  });
  const items = sevas.data?.items ?? [];
  const sections = useMemo(
    () => sectionsOf(items, groupBy, i18n.language, t('sevaList.other')),
    [items, groupBy, i18n.language, t],
  );
  const deityName = deityId ? items.find((seva) => seva.deity?.id === deityId)?.deity : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 focus-within:border-orange-700 focus-within:outline-2 focus-within:outline-orange-700/30">
        <SearchIcon className="size-5 text-stone-500" />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('sevaList.searchPlaceholder')}
          aria-label={t('sevaList.searchLabel')}
          enterKeyHint="search"
          className="min-h-12 flex-1 bg-transparent text-base outline-none"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('sevaList.groupBy')}</legend>
          {(['group', 'deity'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={groupBy === value}
              onClick={() => setGroupBy(value)}
              className="min-h-10 rounded-full px-4 text-sm font-semibold text-orange-900 hover:bg-orange-100 aria-pressed:bg-orange-800 aria-pressed:text-white"
            >
              {t(`sevaList.by.${value}`)}
            </button>
          ))}
        </fieldset>
        {deityId ? (
          <button
            type="button"
            onClick={() => {
              params.delete('deityId');
              setParams(params, { replace: true });
            }}
            className="min-h-10 rounded-full bg-amber-100 px-3 text-sm font-semibold text-amber-950"
          >
            {deityName
              ? regionalName(deityName.name, deityName.nameNarration, i18n.language)
              : t('sevaList.oneDeity')}{' '}
            ✕
          </button>
        ) : null}
      </div>
      <TempleInstructions templeId={templeId} />
      {sevas.isPending ? <Loading /> : null}
      {sevas.isError ? <ErrorMessage error={sevas.error} onRetry={() => void sevas.refetch()} /> : null}
      {sevas.isSuccess && items.length === 0 ? (
        <Card>
          <p className="text-stone-700">
            {debounced ? t('sevaList.noMatch', { search: debounced }) : t('sevaList.none')}
          </p>
        </Card>
      ) : null}
      <div className={`flex flex-col gap-6 ${sevas.isPlaceholderData ? 'opacity-60' : ''}`}>
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`section-${section.key}`}>
            <h2 id={`section-${section.key}`} className="mb-2 font-serif text-xl font-bold text-orange-950">
              {section.title}
            </h2>
            <ul className="flex flex-col gap-2">
              {section.sevas.map((seva) => (
                <li key={seva.id}>
                  <SevaCard seva={seva} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/** temple-seva-list?templeId=…: the sevas a devotee can book, by seva group or deity, searchable. */
export default function TempleSevaListPage() {
  const { t } = useTranslation();
  return (
    <TempleFrame title={t('sevaList.title')} helpPage="temple-seva-list" templeId={useTempleIdParam()}>
      {(temple) =>
        temple.features.isSeva ? (
          <SevaList templeId={temple.id} />
        ) : (
          <Notice>
            <p>{t('temple.noOnlineSeva')}</p>
            <Link
              to={`/temple-contact-us?templeId=${temple.id}`}
              className="mt-2 inline-block font-semibold underline"
            >
              {t('temple.contact')}
            </Link>
          </Notice>
        )
      }
    </TempleFrame>
  );
}
