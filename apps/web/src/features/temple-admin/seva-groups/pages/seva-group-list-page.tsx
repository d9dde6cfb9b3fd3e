import { MessageType, type StaffSevaGroup } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { useStaffSevaGroups } from '../../sevas/api/find-staff-seva-groups.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useDeleteSevaGroup } from '../api/seva-group.ts';

function GroupRow({ templeId, group }: { templeId: number; group: StaffSevaGroup }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const remove = useDeleteSevaGroup(templeId);
  const confirmDelete = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('sevaGroups.confirmDelete', { name: group.name }), {
      submitText: t('common.delete'),
    });
    if (!isSure) return;
    remove.mutate(group.id, {
      onSuccess: () => alert.show(MessageType.Success, t('sevaGroups.deleted')),
      onError: (error) => alert.show(MessageType.Error, errorText(error)),
    });
  };
  const details = `/seva-group-details?id=${group.id}`;
  return (
    <li className="flex items-center gap-3 p-4" data-testid="staff-seva-group">
      <div className="min-w-0 flex-1">
        <Link to={details} className="font-semibold text-stone-900 hover:underline">
          {group.name}
        </Link>
        {group.nameNarration ? (
          <span lang="ml" className="block text-sm text-stone-700">
            {group.nameNarration}
          </span>
        ) : null}
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-600">
          <StatusBadge status={group.status} />
          {t('sevaGroups.sevaCount', { count: group.sevaCount })}
        </span>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <ButtonLink variant="secondary" to={details}>
          {t('templeAdmin.edit')}
        </ButtonLink>
        <Button variant="ghost" onClick={() => void confirmDelete()} isBusy={remove.isPending}>
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}

function GroupList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const groups = useStaffSevaGroups(templeId);
  if (groups.isPending) return <Loading />;
  if (groups.isError) return <ErrorMessage error={groups.error} onRetry={() => void groups.refetch()} />;
  if (groups.data.items.length === 0) return <Card>{t('sevaGroups.none')}</Card>;
  return (
    <Card isPadded={false}>
      <ul className="divide-y divide-stone-100">
        {groups.data.items.map((group) => (
          <GroupRow key={group.id} templeId={templeId} group={group} />
        ))}
      </ul>
    </Card>
  );
}

/** spec seva-group-list: the temple's seva groups, hidden ones included; add, edit and delete. */
export default function SevaGroupListPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('sevaGroups.title')}
      helpPage="seva-group-list"
      width="wide"
      actions={<ButtonLink to="/seva-group-details">{t('sevaGroups.add')}</ButtonLink>}
    >
      <StaffTemple>{(templeId) => <GroupList templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
