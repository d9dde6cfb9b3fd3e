import { MessageType, type StaffSeva } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../../lib/error-text.ts';
import { formatRupees } from '../../../../lib/money.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { DEFAULT_DEITY_IMAGE, FallbackImage } from '../../../../ui/fallback-image.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { freshImageUrl } from '../../image-cropper/upload-image.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useDeleteSeva } from '../api/delete-seva.ts';
import { useStaffSevas } from '../api/find-staff-sevas.ts';

function SevaRow({ templeId, seva }: { templeId: number; seva: StaffSeva }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const remove = useDeleteSeva(templeId);
  const confirmDelete = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('sevas.confirmDelete', { name: seva.name }), {
      submitText: t('common.delete'),
    });
    if (!isSure) return;
    remove.mutate(seva.id, {
      onSuccess: () => alert.show(MessageType.Success, t('sevas.deleted')),
      onError: (error) => alert.show(MessageType.Error, errorText(error)),
    });
  };
  return (
    <li className="flex items-center gap-3 p-4" data-testid="staff-seva">
      <FallbackImage
        src={freshImageUrl(seva.imageUrl, seva.updatedAt)}
        fallback={DEFAULT_DEITY_IMAGE}
        alt=""
        className="size-14 shrink-0 rounded-xl border border-stone-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link to={`/sevainsert?id=${seva.id}`} className="font-semibold text-stone-900 hover:underline">
          {seva.name}
        </Link>
        <span className="block text-sm text-stone-700">
          {formatRupees(seva.rate)}
          {seva.deity ? ` · ${seva.deity.name}` : ''}
          {seva.group ? ` · ${seva.group.name}` : ''}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-600">
          <StatusBadge status={seva.status} />
          {t(`sevas.typeShort.${seva.sevaType}`)}
          {seva.isApproved ? null : (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {t('sevas.awaitingApproval')}
            </span>
          )}
        </span>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <ButtonLink variant="secondary" to={`/sevainsert?id=${seva.id}`}>
          {t('templeAdmin.edit')}
        </ButtonLink>
        <Button variant="ghost" onClick={() => void confirmDelete()} isBusy={remove.isPending}>
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}

function SevaList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const sevas = useStaffSevas(templeId);
  if (sevas.isPending) return <Loading />;
  if (sevas.isError) return <ErrorMessage error={sevas.error} onRetry={() => void sevas.refetch()} />;
  if (sevas.data.items.length === 0) return <Card>{t('sevas.none')}</Card>;
  return (
    <Card isPadded={false}>
      <ul className="divide-y divide-stone-100">
        {sevas.data.items.map((seva) => (
          <SevaRow key={seva.id} templeId={templeId} seva={seva} />
        ))}
      </ul>
    </Card>
  );
}

/** spec sevalist: the temple's sevas, hidden ones included; add, edit and delete. */
export default function SevaListPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('sevas.title')}
      helpPage="sevalist"
      width="wide"
      actions={<ButtonLink to="/sevainsert">{t('sevas.add')}</ButtonLink>}
    >
      <StaffTemple>{(templeId) => <SevaList templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
