import type { TempleDetail } from '@nivedya/domain';
import { regionalName } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { useTemple } from '../../../lib/temple.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';

/** The temple a temple page is about: ?templeId=… in the address (docs/decisions.md, Web app). */
export function useTempleIdParam(): number | null {
  const [params] = useSearchParams();
  return parseId(params.get('templeId'));
}

/**
 * The frame of the temple information pages (temple-history, temple-dieties…): the page's title, the
 * temple's logo and name (linking to its home), then the page itself once the temple has loaded.
 */
export function TempleFrame({
  title,
  helpPage,
  templeId,
  width = 'narrow',
  children,
}: {
  title: string;
  helpPage: string;
  templeId: number | null;
  width?: 'narrow' | 'wide';
  children: (temple: TempleDetail) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const temple = useTemple(templeId);
  const name = temple.data ? regionalName(temple.data.name, temple.data.nameNarration, i18n.language) : '';
  return (
    <Page title={title} helpPage={helpPage} showBack width={width}>
      {templeId === null ? (
        <Card>
          <p className="text-stone-700">{t('temple.notChosen')}</p>
        </Card>
      ) : null}
      {temple.isPending && templeId !== null ? <Loading /> : null}
      {temple.isError ? <ErrorMessage error={temple.error} onRetry={() => void temple.refetch()} /> : null}
      {temple.data ? (
        <>
          <Link
            to={`/guest-user-home/${temple.data.id}`}
            className="-mt-2 mb-5 flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-2 pr-4 shadow-sm hover:border-orange-300"
          >
            <FallbackImage
              src={temple.data.logoUrl}
              fallback={DEFAULT_TEMPLE_ICON}
              alt=""
              width="44"
              height="44"
              className="size-11 shrink-0 rounded-lg object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-orange-950">{name}</span>
              {temple.data.place ? (
                <span className="block truncate text-sm text-stone-600">{temple.data.place}</span>
              ) : null}
            </span>
            <span aria-hidden="true" className="text-xl text-orange-800">
              ›
            </span>
          </Link>
          {children(temple.data)}
        </>
      ) : null}
    </Page>
  );
}
