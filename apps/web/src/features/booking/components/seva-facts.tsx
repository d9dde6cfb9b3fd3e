import {
  formatRupees,
  otherName as otherRegionalName,
  regionalName,
  type SevaDetail,
  SevaType,
} from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { DEFAULT_DEITY_IMAGE, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Card } from '../../../ui/page.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-stone-100 py-2.5 last:border-0 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-stone-600 sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * Seva details: names, deity and temple, rate, the short description and the temple's rules, when it
 * is performed and the prasadam is ready, postal delivery and postage, and the first bookable day.
 */
export function SevaFacts({ seva }: { seva: SevaDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const otherName = otherRegionalName(seva.name, seva.nameNarration, language);
  return (
    <Card>
      <div className="flex gap-4">
        <FallbackImage
          src={seva.deityImageUrl ?? seva.imageUrl}
          fallback={DEFAULT_DEITY_IMAGE}
          alt=""
          width="80"
          height="80"
          className="size-20 shrink-0 rounded-xl bg-amber-50 object-cover"
        />
        <div className="min-w-0">
          {otherName ? <p className="text-sm text-stone-600">{otherName}</p> : null}
          {seva.deity ? (
            <p className="font-medium text-stone-800">
              {regionalName(seva.deity.name, seva.deity.nameNarration, language)}
            </p>
          ) : null}
          <Link
            to={`/guest-user-home/${seva.temple.id}`}
            className="text-sm font-semibold text-orange-800 hover:underline"
          >
            {regionalName(seva.temple.name, seva.temple.nameNarration, language)}
          </Link>
          <p className="mt-1 text-xl font-bold text-orange-900 tabular-nums">
            {formatRupees(seva.rate)}
            <span className="ml-1 text-sm font-normal text-stone-600">
              {seva.isContinuous ? t('seva.perDay') : t('seva.perUnit')}
            </span>
          </p>
        </div>
      </div>
      {seva.shortDescription ? (
        <p className="mt-4 leading-relaxed text-stone-800">{seva.shortDescription}</p>
      ) : null}
      {seva.rulesRemark ? (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <span className="font-semibold">{t('seva.rules')}: </span>
          {seva.rulesRemark}
        </p>
      ) : null}
      <dl className="mt-3">
        {seva.performTime ? <Fact label={t('seva.performTime')}>{seva.performTime}</Fact> : null}
        {seva.prasadamTime ? <Fact label={t('seva.prasadamTime')}>{seva.prasadamTime}</Fact> : null}
        {seva.sevaType === SevaType.PreBooking ? (
          <Fact label={t('seva.performDate')}>{t('seva.preBookingNote')}</Fact>
        ) : seva.minPerformDate && seva.sevaType !== SevaType.SpecialPooja ? (
          <Fact label={t('seva.minPerformDate')}>{formatDisplayDate(seva.minPerformDate)}</Fact>
        ) : null}
        {seva.needsApproval && seva.sevaType !== SevaType.PreBooking ? (
          <Fact label={t('seva.approval')}>{t('seva.needsApprovalNote')}</Fact>
        ) : null}
        {seva.availability.blockTime ? (
          <Fact label={t('seva.blockTime')}>{seva.availability.blockTime.slice(0, 5)}</Fact>
        ) : null}
        {seva.maxLimitPerDay !== null ? (
          <Fact label={t('seva.dailyLimit')}>{seva.maxLimitPerDay}</Fact>
        ) : null}
        {seva.postageCharge > 0 ? (
          <Fact label={t('seva.postage')}>
            {t('seva.perUnitAmount', { amount: formatRupees(seva.postageCharge) })}
          </Fact>
        ) : null}
        <Fact label={t('seva.delivery')}>
          {seva.delivery.isAvailable ? (
            <>
              <span className="font-medium">{seva.delivery.heading ?? t('seva.byPost')}</span>
              {seva.delivery.charge > 0
                ? ` · ${t('seva.perUnitAmount', { amount: formatRupees(seva.delivery.charge) })}`
                : ''}
              {seva.delivery.remarks ? (
                <span className="block text-sm text-stone-600">{seva.delivery.remarks}</span>
              ) : null}
            </>
          ) : (
            t('seva.collectOnly')
          )}
        </Fact>
      </dl>
    </Card>
  );
}
