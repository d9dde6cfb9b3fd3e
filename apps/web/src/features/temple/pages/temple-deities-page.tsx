import { regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_DEITY_IMAGE, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useDeities } from '../api/find-deities.ts';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';

function DeityList({ templeId, isSeva }: { templeId: number; isSeva: boolean }) {
  const { t, i18n } = useTranslation();
  const deities = useDeities(templeId);
  if (deities.isPending) return <Loading />;
  if (deities.isError) return <ErrorMessage error={deities.error} onRetry={() => void deities.refetch()} />;
  if (deities.data.items.length === 0)
    return (
      <Card>
        <p className="text-stone-700">{t('temple.noDeities')}</p>
      </Card>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {deities.data.items.map((deity) => (
        <li key={deity.id} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
          <FallbackImage
            src={deity.imageUrl}
            fallback={DEFAULT_DEITY_IMAGE}
            alt=""
            width="96"
            height="96"
            loading="lazy"
            className="size-24 shrink-0 rounded-xl bg-amber-50 object-cover"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="font-serif text-lg font-bold text-orange-950">
              {regionalName(deity.name, deity.nameNarration, i18n.language)}
            </h2>
            {deity.description ? <p className="text-sm text-stone-700">{deity.description}</p> : null}
            {isSeva ? (
              <Link
                to={`/temple-seva-list?templeId=${templeId}&deityId=${deity.id}`}
                className="mt-auto text-sm font-semibold text-orange-800 hover:underline"
              >
                {t('temple.sevasOfDeity')}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** temple-dieties?templeId=… (the spec's spelling): the deities worshipped at the temple. */
export default function TempleDeitiesPage() {
  const { t } = useTranslation();
  return (
    <TempleFrame
      title={t('temple.deities')}
      helpPage="temple-dieties"
      templeId={useTempleIdParam()}
      width="wide"
    >
      {(temple) => <DeityList templeId={temple.id} isSeva={temple.features.isSeva} />}
    </TempleFrame>
  );
}
