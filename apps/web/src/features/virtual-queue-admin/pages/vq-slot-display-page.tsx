import type { VqDisplaySlot } from '@nivedya/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { parseId } from '../../../lib/route-params.ts';
import { Loading } from '../../../ui/loading.tsx';
import { useVqDisplay } from '../api/use-vq-display.ts';

function NextSlot({ slot }: { slot: VqDisplaySlot }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center justify-between gap-6 rounded-2xl bg-white/10 px-6 py-4">
      <span className="text-[clamp(1.5rem,3.5vw,3.5rem)] font-bold tabular-nums">
        {slot.startTime} – {slot.endTime}
      </span>
      <span className="text-[clamp(1.1rem,2.2vw,2.25rem)] text-orange-100">
        {slot.isBlocked
          ? t('vq.state.blocked')
          : t('vqDisplay.bookedOf', { booked: slot.booked, capacity: slot.capacity })}
      </span>
    </li>
  );
}

/**
 * spec virtual-queue-slot-display-page (?templeId=…, else the staff user's temple): a full-screen gate
 * display in large type: the slot now open, the next ones and their counts, live through the display
 * stream (EventSource reconnects by itself; a small badge says so meanwhile). Public: counts only.
 */
export default function VqSlotDisplayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user } = useUser();
  const templeId = parseId(params.get('templeId')) ?? user?.templeId ?? null;
  const { display, isLive, hasFailed } = useVqDisplay(templeId);
  useEffect(() => {
    document.title = `${display?.templeName ?? t('vqDisplay.title')} · ${PRODUCT_NAME}`;
  }, [display?.templeName, t]);
  if (templeId === null) return <p className="p-8 text-2xl">{t('vq.noTemple')}</p>;
  if (!display)
    return (
      <main className="flex min-h-dvh items-center justify-center bg-orange-950 text-white">
        {hasFailed ? (
          <p className="text-3xl">{t('vqDisplay.unavailable')}</p>
        ) : (
          <Loading className="text-white" />
        )}
      </main>
    );
  const current = display.current;
  return (
    <main className="flex min-h-dvh flex-col gap-[3vh] bg-orange-950 p-[4vh] text-white">
      <header className="flex items-start justify-between gap-6">
        <div>
          <h1 className="font-serif text-[clamp(1.75rem,4vw,4rem)] font-bold leading-tight">
            {display.templeName}
          </h1>
          <p className="text-[clamp(1rem,2vw,2rem)] text-orange-200">{display.displayDate}</p>
        </div>
        <span
          role="status"
          data-testid="display-live"
          className={`rounded-full px-4 py-1.5 text-lg font-semibold ${isLive ? 'bg-green-700/60' : 'bg-amber-500 text-stone-950'}`}
        >
          {isLive ? t('vq.live') : t('vq.reconnecting')}
        </span>
      </header>
      <section aria-labelledby="display-now" className="rounded-3xl bg-orange-50 p-[3vh] text-orange-950">
        <h2 id="display-now" className="text-[clamp(1.25rem,2.5vw,2.5rem)] font-semibold text-orange-800">
          {t('vqDisplay.now')}
        </h2>
        {current ? (
          <div className="flex flex-wrap items-end justify-between gap-6" data-testid="display-current">
            <p className="text-[clamp(3rem,9vw,9rem)] font-black leading-none tabular-nums">
              {current.startTime} – {current.endTime}
            </p>
            <dl className="grid grid-cols-3 gap-6 text-center">
              {(['booked', 'admitted', 'waiting'] as const).map((key) => (
                <div key={key}>
                  <dt className="text-[clamp(1rem,1.8vw,1.75rem)] text-orange-800">{t(`vqDash.${key}`)}</dt>
                  <dd
                    className="text-[clamp(2rem,5vw,5rem)] font-bold tabular-nums"
                    data-testid={`display-${key}`}
                  >
                    {current[key]}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p className="text-[clamp(2rem,5vw,5rem)] font-bold">{t('vqDisplay.noneNow')}</p>
        )}
      </section>
      <section aria-labelledby="display-next" className="flex flex-1 flex-col gap-3">
        <h2 id="display-next" className="text-[clamp(1.25rem,2.5vw,2.5rem)] font-semibold text-orange-200">
          {t('vqDisplay.next')}
        </h2>
        {display.next.length === 0 ? (
          <p className="text-[clamp(1.25rem,2.5vw,2.5rem)] text-orange-100">{t('vqDisplay.noneNext')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {display.next.map((slot) => (
              <NextSlot key={slot.startTime} slot={slot} />
            ))}
          </ul>
        )}
      </section>
      <footer className="text-[clamp(1rem,1.8vw,1.75rem)] text-orange-200" data-testid="display-totals">
        {t('vqDisplay.totals', {
          booked: display.totals.booked,
          admitted: display.totals.admitted,
          capacity: display.totals.capacity,
        })}
      </footer>
    </main>
  );
}
