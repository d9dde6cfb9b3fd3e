import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import { useVqBooking } from '../api/get-vq-booking.ts';
import { StaffTemple } from '../components/staff-temple.tsx';

function Devotees({ templeId, bookingId }: { templeId: number; bookingId: number }) {
  const { t } = useTranslation();
  const booking = useVqBooking(templeId, bookingId);
  if (booking.isPending) return <Loading />;
  if (booking.isError) return <ErrorMessage error={booking.error} onRetry={() => void booking.refetch()} />;
  const { data } = booking;
  return (
    <Card isPadded={false}>
      <p className="border-b border-stone-200 px-4 py-3 text-stone-700">
        <span className="font-mono font-semibold text-stone-900">{data.queueNumber}</span> ·{' '}
        {data.displayDate} · {data.slot}
      </p>
      <ScrollRegion label={t('vq.devotees')}>
        <table className="w-full text-left">
          <thead className="bg-stone-50 text-sm text-stone-600">
            <tr>
              <th className="px-4 py-2">#</th>
              <th className="px-4 py-2">{t('vq.devoteeName')}</th>
              <th className="px-4 py-2">{t('vq.age')}</th>
              <th className="px-4 py-2">{t('vq.idProofType')}</th>
              <th className="px-4 py-2">{t('vq.idProofNumber')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {data.devotees.map((devotee, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a party is a fixed list; two devotees may share a name and age.
              <tr key={`${devotee.name}-${index}`}>
                <td className="px-4 py-2">{index + 1}</td>
                <td className="px-4 py-2 font-medium">{devotee.name}</td>
                <td className="px-4 py-2">{devotee.age}</td>
                <td className="px-4 py-2">{devotee.idProofType ?? '—'}</td>
                <td className="px-4 py-2 font-mono">{devotee.idProofNumber ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}

/** spec virtual-queue-devotee-details (?bookingId=…): the party of a token with their ID proofs. */
export default function VqDevoteeDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookingId = parseId(params.get('bookingId'));
  return (
    <Page title={t('vqGate.devoteeDetails')} helpPage="virtual-queue-devotee-details" showBack>
      {bookingId === null ? (
        <Notice>{t('vq.noBooking')}</Notice>
      ) : (
        <StaffTemple>{(templeId) => <Devotees templeId={templeId} bookingId={bookingId} />}</StaffTemple>
      )}
    </Page>
  );
}
