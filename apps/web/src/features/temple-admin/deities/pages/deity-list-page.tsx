import type { StaffDeity } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../ui/button.tsx';
import { Page } from '../../../../ui/page.tsx';
import { AdminRecordList, AdminRecordRow } from '../../shared/admin-record-list.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useDeleteDeity } from '../api/delete-deity.ts';
import { useStaffDeities } from '../api/find-staff-deities.ts';

function DeityRow({ templeId, deity }: { templeId: number; deity: StaffDeity }) {
  const { t } = useTranslation();
  const remove = useDeleteDeity(templeId);
  return (
    <AdminRecordRow
      id={deity.id}
      name={deity.name}
      editTo={`/deity?id=${deity.id}`}
      status={deity.status}
      image={{ url: deity.imageUrl, version: deity.updatedAt }}
      details={
        deity.nameNarration ? (
          <span className="block text-sm text-stone-600">{deity.nameNarration}</span>
        ) : null
      }
      meta={t('deities.sevaCount', { count: deity.sevaCount })}
      remove={remove}
      confirmText={t('deities.confirmDelete', { name: deity.name })}
      deletedText={t('deities.deleted')}
    />
  );
}

function DeityList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const deities = useStaffDeities(templeId);
  return (
    <AdminRecordList query={deities} emptyText={t('deities.none')}>
      {(deity) => <DeityRow key={deity.id} templeId={templeId} deity={deity} />}
    </AdminRecordList>
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
