import { MessageType, type StaffDeity } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { DEFAULT_DEITY_IMAGE, FallbackImage } from '../../../../ui/fallback-image.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { freshImageUrl } from '../../image-cropper/upload-image.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useDeleteDeity } from '../api/delete-deity.ts';
import { useStaffDeities } from '../api/find-staff-deities.ts';

function DeityRow({ templeId, deity }: { templeId: number; deity: StaffDeity }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const remove = useDeleteDeity(templeId);
  const confirmDelete = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('deities.confirmDelete', { name: deity.name }), {
      submitText: t('common.delete'),
    });
    if (!isSure) return;
    remove.mutate(deity.id, {
      onSuccess: () => alert.show(MessageType.Success, t('deities.deleted')),
      onError: (error) => alert.show(MessageType.Error, errorText(error)),
    });
  };
  return (
    <li className="flex items-center gap-3 p-4">
      <FallbackImage
        src={freshImageUrl(deity.imageUrl, deity.updatedAt)}
        fallback={DEFAULT_DEITY_IMAGE}
        alt=""
        className="size-14 shrink-0 rounded-xl border border-stone-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link to={`/deity?id=${deity.id}`} className="font-semibold text-stone-900 hover:underline">
          {deity.name}
        </Link>
        {deity.nameNarration ? (
          <span className="block text-sm text-stone-600">{deity.nameNarration}</span>
        ) : null}
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-600">
          <StatusBadge status={deity.status} />
          {t('deities.sevaCount', { count: deity.sevaCount })}
        </span>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <ButtonLink variant="secondary" to={`/deity?id=${deity.id}`}>
          {t('templeAdmin.edit')}
        </ButtonLink>
        <Button variant="ghost" onClick={() => void confirmDelete()} isBusy={remove.isPending}>
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}

function DeityList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const deities = useStaffDeities(templeId);
  if (deities.isPending) return <Loading />;
  if (deities.isError) return <ErrorMessage error={deities.error} onRetry={() => void deities.refetch()} />;
  if (deities.data.items.length === 0) return <Card>{t('deities.none')}</Card>;
  return (
    <Card isPadded={false}>
      <ul className="divide-y divide-stone-100">
        {deities.data.items.map((deity) => (
          <DeityRow key={deity.id} templeId={templeId} deity={deity} />
        ))}
      </ul>
    </Card>
  );
}

/** spec deitylist: the temple's deities, hidden ones included; add, edit and delete. */
export default function DeityListPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('deities.title')}
      helpPage="deitylist"
      actions={<ButtonLink to="/deity">{t('deities.add')}</ButtonLink>}
    >
      <StaffTemple>{(templeId) => <DeityList templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
