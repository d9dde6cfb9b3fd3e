import type { StaffSevaGroup } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../ui/button.tsx';
import { Page } from '../../../../ui/page.tsx';
import { useStaffSevaGroups } from '../../sevas/api/find-staff-seva-groups.ts';
import { AdminRecordList, AdminRecordRow } from '../../shared/admin-record-list.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useDeleteSevaGroup } from '../api/seva-group.ts';

function GroupRow({ templeId, group }: { templeId: number; group: StaffSevaGroup }) {
  const { t } = useTranslation();
  const remove = useDeleteSevaGroup(templeId);
  return (
    <AdminRecordRow
      testId="staff-seva-group"
      id={group.id}
      name={group.name}
      editTo={`/seva-group-details?id=${group.id}`}
      status={group.status}
      details={
        group.nameNarration ? (
          <span lang="ml" className="block text-sm text-stone-700">
            {group.nameNarration}
          </span>
        ) : null
      }
      meta={t('sevaGroups.sevaCount', { count: group.sevaCount })}
      remove={remove}
      confirmText={t('sevaGroups.confirmDelete', { name: group.name })}
      deletedText={t('sevaGroups.deleted')}
    />
  );
}

function GroupList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const groups = useStaffSevaGroups(templeId);
  return (
    <AdminRecordList query={groups} emptyText={t('sevaGroups.none')}>
      {(group) => <GroupRow key={group.id} templeId={templeId} group={group} />}
    </AdminRecordList>
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
