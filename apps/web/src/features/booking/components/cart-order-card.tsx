import {
  type CartOrder,
  type CartProblem,
  type EvaluatedCartLine,
  errorMessage,
  findStar,
  formatRupees,
  isBlockingProblem,
  MAX_DAKSHINA_PAISE,
  malayalamMonthName,
  type OrderTotals,
  paiseToRupees,
  regionalName,
  rupeesToPaise,
  SevaType,
  starNameIn,
} from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagesIn } from '../../../i18n/index.ts';
import {
  type CartLine,
  readDakshina,
  removeCartLines,
  setDakshina,
  updateCartLineRate,
} from '../../../lib/cart-store.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { currentLanguage, useFieldMessage } from '../../../lib/error-text.ts';
import { useTemple } from '../../../lib/temple.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { TotalsBreakdown } from '../../../ui/totals-breakdown.tsx';

/** The words for a problem: in English the server's own detail, else the catalogue's words for its code. */
export function useProblemText(): (problem: CartProblem) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return (problem) => {
    const words =
      language === 'en' && problem.message
        ? problem.message
        : errorMessage(problem.code, messagesIn(language));
    return problem.date && language !== 'en' ? `${words} (${formatDisplayDate(problem.date)})` : words;
  };
}

export function lineName(line: Pick<CartLine, 'sevaName' | 'sevaNameNarration'>, language: string): string {
  return regionalName(line.sevaName, line.sevaNameNarration, language);
}

function datesText(line: EvaluatedCartLine, t: TFunction): string {
  const dates = line.performDates;
  if (line.sevaType === SevaType.PreBooking || dates.length === 0) return t('cart.dateByTemple');
  if (dates.length === 1) return formatDisplayDate(dates[0]);
  return t('cart.dateRange', {
    from: formatDisplayDate(dates[0]),
    till: formatDisplayDate(dates.at(-1)),
    count: dates.length,
  });
}

function Problems({ problems }: { problems: readonly CartProblem[] }) {
  const problemText = useProblemText();
  if (problems.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {problems.map((problem) => (
        <li
          key={`${problem.code}-${problem.date ?? ''}`}
          role="alert"
          data-code={problem.code}
          className={`rounded-lg px-3 py-2 text-sm ${
            isBlockingProblem(problem.code) ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950'
          }`}
        >
          {problemText(problem)}
        </li>
      ))}
    </ul>
  );
}

function CartLineRow({ evaluated, line }: { evaluated: EvaluatedCartLine; line: CartLine }) {
  const { t, i18n } = useTranslation();
  const star = findStar(evaluated.starId);
  const starName = star ? starNameIn(star.name, i18n.language) : '';
  // A series paid date by date pays its first date with the cart; its later dates come due one by one.
  const days = evaluated.seriesDue ? 1 : Math.max(1, evaluated.performDates.length);
  const lineTotal = (evaluated.rate + evaluated.postageCharge) * evaluated.quantity * days;
  const hasPriceChange = evaluated.problems.some((problem) => problem.code === 'PRICE_CHANGED');
  const canChange = evaluated.problems.some(
    (problem) =>
      isBlockingProblem(problem.code) &&
      problem.code !== 'SEVA_NOT_AVAILABLE' &&
      problem.code !== 'NOT_FOUND',
  );
  return (
    <li className="flex flex-col gap-2 py-4" data-testid="cart-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{lineName(line, i18n.language)}</p>
          <p className="text-sm text-stone-700">
            {evaluated.devoteeName} - {starName}
          </p>
          {line.starSeries ? (
            <p className="text-sm font-medium text-amber-900">
              {line.starSeries.every === 'month'
                ? t('cart.seriesMonthly', { star: starName, count: line.starSeries.dates.length })
                : t('cart.seriesYearly', {
                    star: starName,
                    month: malayalamMonthName(line.starSeries.month ?? 1, i18n.language),
                    count: line.starSeries.dates.length,
                  })}
            </p>
          ) : null}
          {line.starSeries ? (
            <ul className="flex flex-wrap gap-x-3 text-sm text-stone-600">
              {evaluated.performDates.map((date) => (
                <li key={date} className="whitespace-nowrap">
                  {formatDisplayDate(date)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600">{datesText(evaluated, t)}</p>
          )}
          {evaluated.seriesDue ? (
            <p className="text-sm font-medium text-amber-900" data-testid="series-due">
              {t('cart.seriesDue', {
                first: formatDisplayDate(evaluated.performDates[0]),
                amount: formatRupees(evaluated.seriesDue.totalEach),
                count: evaluated.seriesDue.dates.length,
              })}
            </p>
          ) : null}
          <p className="text-sm text-stone-600">
            {t('cart.quantityRate', { quantity: evaluated.quantity, rate: formatRupees(evaluated.rate) })}
            {evaluated.postageCharge > 0
              ? ` + ${t('cart.postageEach', { amount: formatRupees(evaluated.postageCharge) })}`
              : ''}
          </p>
        </div>
        <p className="shrink-0 font-semibold text-stone-900 tabular-nums">{formatRupees(lineTotal)}</p>
      </div>
      <Problems problems={evaluated.problems} />
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {hasPriceChange ? (
          <button
            type="button"
            onClick={() => updateCartLineRate(line.tempId, evaluated.rate)}
            className="min-h-10 text-sm font-semibold text-orange-800 hover:underline"
          >
            {t('cart.acceptPrice', { rate: formatRupees(evaluated.rate) })}
          </button>
        ) : null}
        <Link
          to={`/seva-devotee-details?sevaId=${line.sevaId}&tempId=${line.tempId}`}
          className={`inline-flex min-h-10 items-center text-sm font-semibold hover:underline ${canChange ? 'text-red-800' : 'text-orange-800'}`}
        >
          {canChange ? t('cart.fix') : t('cart.change')}
        </Link>
        <button
          type="button"
          onClick={() => removeCartLines([line.tempId])}
          className="min-h-10 text-sm font-semibold text-stone-700 hover:text-red-800 hover:underline"
          aria-label={t('cart.removeNamed', { seva: lineName(line, i18n.language), name: line.devoteeName })}
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}

/** The paise a dakshina text means, or null when it is not an amount a dakshina may be. */
function parseDakshina(text: string): number | null {
  if (!text.trim()) return 0;
  try {
    const paise = rupeesToPaise(text);
    return paise > MAX_DAKSHINA_PAISE ? null : paise;
  } catch {
    return null;
  }
}

/**
 * The dakshina is kept as it is typed, so the totals and the Pay button follow each keystroke and the
 * first tap on Pay pays what the field shows (issue #18: it used to be kept on blur, and the blur of
 * that tap re-priced the cart under the finger). A text that is no amount is said on blur.
 */
function DakshinaField({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const stored = readDakshina(templeId);
  const [text, setText] = useState(stored > 0 ? paiseToRupees(stored) : '');
  const [error, setError] = useState<string | undefined>();
  // Another tab (or a cleared cart) changed it: show that, unless it is what is typed already.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the stored amount re-fills the field.
  useEffect(() => {
    if (parseDakshina(text) !== stored) setText(stored > 0 ? paiseToRupees(stored) : '');
  }, [stored]);
  const invalid = () => fieldMessage('Dakshina must be between ₹0 and ₹1,00,000');
  const change = (next: string) => {
    setText(next);
    const paise = parseDakshina(next);
    if (paise === null) return;
    setError(undefined);
    setDakshina(templeId, paise);
  };
  return (
    <TextField
      label={t('cart.dakshina')}
      hint={t('cart.dakshinaHint')}
      inputMode="decimal"
      placeholder="0.00"
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => setError(parseDakshina(text) === null ? invalid() : undefined)}
      error={error}
    />
  );
}

/**
 * One temple's part of the cart: its lines with their problems, its dakshina, and the totals (the
 * server's, with the dakshina as typed).
 */
export function CartOrderCard({
  order,
  totals,
  lines,
}: {
  order: CartOrder;
  totals: OrderTotals;
  lines: readonly CartLine[];
}) {
  const { i18n } = useTranslation();
  const temple = useTemple(order.templeId);
  const templeName = regionalName(order.templeName, temple.data?.nameNarration, i18n.language);
  return (
    <section
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      aria-label={templeName}
      data-testid="cart-order"
    >
      <h2 className="font-serif text-xl font-bold text-orange-950">
        <Link to={`/guest-user-home/${order.templeId}`} className="hover:underline">
          {templeName}
        </Link>
      </h2>
      <ul className="divide-y divide-stone-100">
        {order.lines.map((evaluated) => {
          const line = lines[evaluated.index];
          return line ? <CartLineRow key={line.tempId} evaluated={evaluated} line={line} /> : null;
        })}
      </ul>
      <div className="flex flex-col gap-4 border-t border-stone-100 pt-4">
        {temple.data?.isDakshinaEnabled ? <DakshinaField templeId={order.templeId} /> : null}
        <Problems problems={order.problems} />
        <TotalsBreakdown totals={totals} isInitiallyOpen />
      </div>
    </section>
  );
}
