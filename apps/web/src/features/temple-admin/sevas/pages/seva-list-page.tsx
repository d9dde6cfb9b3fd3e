import type { StaffSeva } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../ui/button.tsx';
import { Page } from '../../../../ui/page.tsx';
import { AdminRecordList, AdminRecordRow } from '../../shared/admin-record-list.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useDeleteSeva } from '../api/delete-seva.ts';
import { useStaffSevas } from '../api/find-staff-sevas.ts';

function SevaRow({ templeId, seva }: { templeId: number; seva: StaffSeva }) {
  const { t } = useTranslation();
  const remove = useDeleteSeva(templeId);
  return (
    <AdminRecordRow
      testId="staff-seva"
      id={seva.id}
      name={seva.name}
      editTo={`/sevainsert?id=${seva.id}`}
      status={seva.status}
      image={{ url: seva.imageUrl, version: seva.updatedAt }}
      details={
        <span className="block text-sm text-stone-700">
          {formatRupees(seva.rate)}
          {seva.deity ? ` · ${seva.deity.name}` : ''}
          {seva.group ? ` · ${seva.group.name}` : ''}
        </span>
      }
      meta={
        <>
          {t(`sevas.typeShort.${seva.sevaType}`)}
          {seva.isApproved ? null : (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {t('sevas.awaitingApproval')}
            </span>
          )}
        </>
      }
      remove={remove}
      confirmText={t('sevas.confirmDelete', { name: seva.name })}
      deletedText={t('sevas.deleted')}
    />
  );
}

function SevaList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const sevas = useStaffSevas(templeId);
  return (
    <AdminRecordList query={sevas} emptyText={t('sevas.none')}>
      {(seva) => <SevaRow key={seva.id} templeId={templeId} seva={seva} />}
    </AdminRecordList>
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
