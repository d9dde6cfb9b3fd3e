import {
  errorMessage,
  findStar,
  formatRupees,
  isErrorCode,
  malayalamMonthName,
  regionalName,
  starNameIn,
} from '@nivedya/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesIn } from '../../../../i18n/index.ts';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { currentLanguage } from '../../../../lib/error-text.ts';
import { Card } from '../../../../ui/page.tsx';
import { starLabel } from '../../../../ui/star-select.tsx';
import type { DraftLine } from '../counter-bill-draft.ts';
import type { LineProblem, QuotedDraftLine } from './quoted-lines.ts';

/** A line's problem in the reader's words: the server's specific English, or the code's own words. */
export function useProblemText() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return (problem: LineProblem) =>
    language === 'en' || !isErrorCode(problem.code)
      ? problem.message
      : errorMessage(problem.code, messagesIn(language));
}

/** A star series line (issue #19): "Every month on Rohini", and each date it is billed for. */
function SeriesDates({ line }: { line: DraftLine }) {
  const { t, i18n } = useTranslation();
  const series = line.starSeries;
  if (!series) return null;
  const found = findStar(line.starId);
  const star = found ? starNameIn(found.name, i18n.language) : '';
  return (
    <div className="rounded-lg bg-amber-50 px-2 py-1 text-amber-950" data-testid="bill-line-series">
      <p className="font-medium">
        ↻{' '}
        {series.every === 'month'
          ? t('starSeries.everyMonth', { star })
          : `${t('starSeries.everyYear', { star })} · ${malayalamMonthName(series.month ?? 1, i18n.language)}`}
      </p>
      <ul className="flex flex-wrap gap-x-3 tabular-nums">
        {series.dates.map((date) => (
          <li key={date} className="whitespace-nowrap">
            {formatDisplayDate(date)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The bill's lines as the server quotes them: seva, devotee and star, date, quantity, the line's total,
 * and what is wrong with it in red; each can be removed.
 */
export function BillLinesTable({
  lines,
  onRemove,
}: {
  lines: readonly QuotedDraftLine[];
  onRemove: (line: DraftLine) => void;
}) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const star = (starId: number) => {
    const found = findStar(starId);
    return found ? starLabel(found, i18n.language) : String(starId);
  };
  return (
    <Card isPadded={false}>
      <h2 className="px-5 pt-5 font-serif text-lg font-bold text-orange-950 sm:px-6">
        {t('counter.lines.title', { count: lines.length })}
      </h2>
      {lines.length === 0 ? (
        <p className="px-5 pt-2 pb-5 text-stone-700 sm:px-6">{t('counter.lines.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="mt-3 w-full text-left text-sm" data-testid="bill-lines">
            <thead className="border-y border-stone-200 bg-stone-50 text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 sm:pl-6">
                  #
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('counter.lines.seva')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('counter.lines.quantity')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('counter.lines.amount')}
                </th>
                <th scope="col" className="px-3 py-2 sm:pr-6">
                  <span className="sr-only">{t('counter.lines.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {lines.map(({ line, quoted, problems }, index) => (
                <Fragment key={line.key}>
                  <tr
                    className={`${problems.length > 0 ? 'bg-red-50/60' : ''} ${line.starSeries ? 'border-b-0' : ''}`}
                    data-testid="bill-line"
                  >
                    <td className="px-3 py-2.5 align-top text-stone-500 tabular-nums sm:pl-6">{index + 1}</td>
                    <td className="px-3 py-2.5 align-top">
                      <p className="font-medium text-stone-900">
                        {regionalName(line.seva.name, line.seva.nameNarration, i18n.language)}
                      </p>
                      <p className="text-stone-700">
                        {line.devoteeName} - {star(line.starId)}
                      </p>
                      <p className="text-stone-600">
                        {line.starSeries
                          ? t('counter.lines.dates', {
                              count: line.starSeries.dates.length,
                              rate: formatRupees(line.seva.rate),
                            })
                          : `${formatDisplayDate(line.performDate)} · ${formatRupees(line.seva.rate)}`}
                        {line.seva.postageCharge > 0
                          ? ` + ${t('counter.lines.postage', { amount: formatRupees(line.seva.postageCharge) })}`
                          : ''}
                      </p>
                      {problems.map((problem) => (
                        <p
                          key={`${problem.code}-${problem.message}`}
                          className="font-medium text-red-700"
                          role="alert"
                        >
                          {problemText(problem)}
                        </p>
                      ))}
                    </td>
                    <td className="px-3 py-2.5 text-right align-top tabular-nums">{line.quantity}</td>
                    <td className="px-3 py-2.5 text-right align-top font-semibold tabular-nums">
                      {quoted ? formatRupees(quoted.lineTotal) : <span className="text-stone-400">…</span>}
                    </td>
                    <td className="px-1 py-1 text-right align-top sm:pr-4">
                      <button
                        type="button"
                        onClick={() => onRemove(line)}
                        aria-label={t('counter.lines.remove', { number: index + 1, seva: line.seva.name })}
                        className="inline-flex size-11 items-center justify-center rounded-full text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
                      >
                        <span aria-hidden="true" className="text-xl leading-none">
                          ×
                        </span>
                      </button>
                    </td>
                  </tr>
                  {line.starSeries ? (
                    // Under the line, across the table: a year of dates needs the width on a phone.
                    <tr className={problems.length > 0 ? 'bg-red-50/60' : ''}>
                      <td />
                      <td colSpan={4} className="px-3 pb-2.5 sm:pr-6">
                        <SeriesDates line={line} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
