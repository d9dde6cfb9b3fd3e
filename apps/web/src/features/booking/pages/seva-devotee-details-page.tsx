import { regionalName } from '@nivedya/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterPaint } from '../../../lib/after-paint.ts';
import { type CartLine, readCart, useCart } from '../../../lib/cart-store.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { parseDay, parseId } from '../../../lib/route-params.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { ReleaseNotice } from '../../releases/components/release-notice.tsx';
import { useSeva } from '../api/get-seva.ts';
import { SevaFacts } from '../components/seva-facts.tsx';

/** A task of its own: what the main thread did before it is painted and answered first. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The form (date picker, star list, form library, validation: most of this screen's code) is fetched
 * once the seva's details are on the display (afterPaint): the devotee reads them first, and the
 * form's ~100 kB must not hold up their paint on a phone's line. Its parts are fetched together and
 * run a task each (the booking rules and zod, the form library, the star list, the date picker), then
 * the form itself. Run at once, they were one task of ~90 ms on a desktop (~360 ms on a mid-range
 * phone, as Lighthouse counts it), and a tap in that time waited for all of it.
 */
const BookingForm = lazy(async () => {
  await afterPaint();
  const parts = [
    import('../components/booking-form-schema.ts'),
    import('react-hook-form'),
    import('../../../ui/star-select.tsx'),
    import('../../../ui/date-picker-field.tsx'),
  ];
  for (const part of parts) {
    await part;
    await nextTask();
  }
  return { default: (await import('../components/booking-form.tsx')).BookingForm };
});

function Added({ line, onDismiss }: { line: CartLine; onDismiss: () => void }) {
  const { t } = useTranslation();
  const count = useCart().length;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-950"
    >
      <p className="font-semibold">
        {t('booking.added', {
          name: line.devoteeName,
          date: line.performDate ? formatDisplayDate(line.performDate) : t('booking.dateByTemple'),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/cart">{t('booking.goToCart', { count })}</ButtonLink>
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-lg border border-green-700/30 bg-white px-4 font-semibold text-green-900"
        >
          {t('booking.anotherDevotee')}
        </button>
        <Link
          to={`/temple-seva-list?templeId=${line.templeId}`}
          className="inline-flex min-h-11 items-center px-2 font-semibold text-green-900 underline"
        >
          {t('booking.moreSevas')}
        </Link>
      </div>
    </div>
  );
}

/**
 * seva-devotee-details?sevaId=…: the seva's details, its availability, and the booking of it for a
 * devotee (&date=… preselects a day; &tempId=… edits that cart line). Guests can fill the cart; paying
 * needs a login.
 */
export default function SevaDevoteeDetailsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sevaId = parseId(params.get('sevaId'));
  const tempId = parseId(params.get('tempId'));
  const editing = tempId
    ? readCart().find((line) => line.tempId === tempId && line.sevaId === sevaId)
    : undefined;
  const seva = useSeva(sevaId);
  const [added, setAdded] = useState<CartLine | null>(null);
  const title = seva.data
    ? regionalName(seva.data.name, seva.data.nameNarration, i18n.language)
    : t('booking.title');
  return (
    <Page title={title} helpPage="seva-devotee-details" showBack>
      {sevaId === null ? <Notice>{t('booking.noSeva')}</Notice> : null}
      {seva.isPending && sevaId !== null ? <Loading /> : null}
      {seva.isError ? <ErrorMessage error={seva.error} onRetry={() => void seva.refetch()} /> : null}
      {seva.data ? (
        <div className="flex flex-col gap-5">
          {added ? <Added line={added} onDismiss={() => setAdded(null)} /> : null}
          <SevaFacts seva={seva.data} />
          <ReleaseNotice templeId={seva.data.templeId} sevaId={seva.data.id} />
          {tempId && !editing ? <Notice>{t('booking.lineGone')}</Notice> : null}
          <Card>
            <h2 className="mb-4 font-serif text-xl font-bold text-orange-950">
              {editing ? t('booking.editTitle') : t('booking.formTitle')}
            </h2>
            <Suspense fallback={<Loading />}>
              <BookingForm
                key={editing?.tempId ?? 'new'}
                seva={seva.data}
                editing={editing}
                initialDate={parseDay(params.get('date'))}
                onAdded={(line, wasEditing) => {
                  if (wasEditing) void navigate('/cart', { replace: true });
                  else {
                    setAdded(line);
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }
                }}
              />
            </Suspense>
          </Card>
        </div>
      ) : null}
    </Page>
  );
}
