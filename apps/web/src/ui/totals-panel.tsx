/** One figure of a totals panel; the last one is the sum that matters and stands out. */
export interface TotalsFigure {
  id: string;
  label: string;
  value: string;
}

/**
 * Totals over every row a list's filters select, the look of the report screen's: on a phone a card
 * above the list, on a wide screen a bar held at the window's foot while the rows scroll past.
 */
export function TotalsPanel({
  title,
  figures,
  variant,
  testId,
}: {
  title: string;
  figures: readonly TotalsFigure[];
  variant: 'card' | 'bar';
  testId: string;
}) {
  const last = figures.at(-1)?.id;
  const list = (
    <dl
      className={
        variant === 'card'
          ? 'grid grid-cols-2 gap-x-4 gap-y-1 text-sm'
          : 'flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 text-sm'
      }
    >
      {figures.map((figure) => (
        <div key={figure.id} className={variant === 'card' ? 'contents' : 'flex items-baseline gap-2'}>
          <dt className="text-stone-600">{figure.label}</dt>
          <dd
            data-figure={figure.id}
            className={`tabular-nums ${variant === 'card' ? 'text-right' : ''} ${
              figure.id === last ? 'text-base font-bold text-orange-950' : 'font-semibold text-stone-900'
            }`}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
  if (variant === 'card') {
    return (
      <section
        aria-label={title}
        data-testid={testId}
        className="mb-4 rounded-2xl border border-orange-800/20 bg-orange-50 p-4 shadow-sm"
      >
        <h2 className="mb-2 font-semibold text-orange-950">{title}</h2>
        {list}
      </section>
    );
  }
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="sticky bottom-0 z-10 mt-2 flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-xl border border-orange-800/20 bg-orange-50 px-4 py-3 shadow-[0_-4px_12px_-6px_rgba(0,0,0,0.15)] print:static print:shadow-none"
    >
      <h2 className="font-semibold text-orange-950">{title}</h2>
      <div className="flex-1">{list}</div>
    </section>
  );
}
