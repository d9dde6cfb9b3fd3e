import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Page } from '../../../ui/page.tsx';
import { useVqSettings } from '../api/vq-settings.ts';
import { AdminTemple } from '../components/admin-temple.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { SlotDayForm } from '../components/slot-day-form.tsx';
import { SlotList } from '../components/slot-list.tsx';

function SlotSettings({ templeId, canManage }: { templeId: number; canManage: boolean }) {
  const settings = useVqSettings(templeId);
  return (
    <div className="flex flex-col gap-6">
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? (
        <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <SettingsForm
          key={settings.data.updatedAt ?? 'defaults'}
          templeId={templeId}
          settings={settings.data}
          canManage={canManage}
        />
      ) : null}
      <SlotList templeId={templeId} canManage={canManage} />
      {canManage ? <SlotDayForm templeId={templeId} /> : null}
    </div>
  );
}

/** spec virtual-queue-slot-settings: the temple's queue settings and its slot plan. */
export default function VqSlotSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('vqAdmin.settings.pageTitle')}
      helpPage="virtual-queue-slot-settings"
      showBack
      width="wide"
    >
      <AdminTemple>
        {(templeId, canManage) => <SlotSettings templeId={templeId} canManage={canManage} />}
      </AdminTemple>
    </Page>
  );
}
