import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query.ts';
import {
  CHART_COLOURS,
  type DayBar,
  formatAxisRupees,
  type PaymentModeSlice,
  type SevaBar,
  shortenLabel,
} from '../report-charts.ts';

/** What to draw: the figures come shaped (report-charts.ts) and named in the reader's language. */
export type ChartDrawing =
  | { kind: 'byDay'; bars: DayBar[] }
  | { kind: 'bySeva'; bars: SevaBar[] }
  | { kind: 'byPaymentMode'; slices: (PaymentModeSlice & { name: string; colour: string })[] };

const TICK = { fontSize: 12, fill: '#44403c' };
const GRID = '#e7e5e4';

/** A tooltip's box: a title and the figures of one bar or slice, in rupees. */
function TooltipBox({ title, lines }: { title: string; lines: { label: string; value: number }[] }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-semibold text-stone-900">{title}</p>
      <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-stone-600">{line.label}</dt>
            <dd className="text-right font-semibold text-stone-900 tabular-nums">
              {formatRupees(line.value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function firstPayload<Item>(props: TooltipContentProps): Item | undefined {
  return props.active ? (props.payload[0]?.payload as Item | undefined) : undefined;
}

function CollectionByDayBars({ bars }: { bars: DayBar[] }) {
  const { t } = useTranslation();
  const online = t('reports.column.online');
  const counter = t('reports.column.counter');
  const total = t('reports.column.total');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis
          dataKey="date"
          tickFormatter={(date: string) => formatDisplayDate(date)}
          tick={TICK}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis
          width="auto"
          tickFormatter={formatAxisRupees}
          allowDecimals={false}
          tick={TICK}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip
          cursor={{ fill: '#fff7ed' }}
          content={(props) => {
            const bar = firstPayload<DayBar>(props);
            return bar ? (
              <TooltipBox
                title={formatDisplayDate(bar.date)}
                lines={[
                  { label: online, value: bar.online },
                  { label: counter, value: bar.counter },
                  { label: total, value: bar.total },
                ]}
              />
            ) : null;
          }}
        />
        {/* The table's order, and words in the text's colour: amber words on white are too faint to read. */}
        <Legend
          iconType="square"
          wrapperStyle={{ fontSize: 14 }}
          itemSorter={(item) => (item.dataKey === 'online' ? 0 : 1)}
          formatter={(name: string) => <span className="text-stone-800">{name}</span>}
        />
        <Bar
          dataKey="online"
          name={online}
          stackId="collection"
          fill={CHART_COLOURS.online}
          maxBarSize={56}
        />
        <Bar
          dataKey="counter"
          name={counter}
          stackId="collection"
          fill={CHART_COLOURS.counter}
          maxBarSize={56}
          radius={[3, 3, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

function CollectionBySevaBars({ bars }: { bars: SevaBar[] }) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE_SCREEN);
  const amount = t('reports.column.amount');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis
          type="number"
          tickFormatter={formatAxisRupees}
          allowDecimals={false}
          tick={TICK}
          tickLine={false}
          minTickGap={16}
        />
        {/* A phone keeps most of its width for the bars: long names are cut, the tooltip has them whole. */}
        <YAxis
          type="category"
          dataKey="seva"
          width={isWide ? 200 : 128}
          interval={0}
          tick={(tick: YAxisTickContentProps) => (
            // One line, unlike recharts' own tick, which wraps a long name into the next bar's row.
            <text
              x={tick.x}
              y={tick.y}
              dx={-4}
              dy={4}
              textAnchor="end"
              fontSize={TICK.fontSize}
              fill={TICK.fill}
            >
              {shortenLabel(String(tick.payload.value), isWide ? 28 : 15)}
            </text>
          )}
          tickLine={false}
        />
        <Tooltip
          cursor={{ fill: '#fff7ed' }}
          content={(props) => {
            const bar = firstPayload<SevaBar>(props);
            return bar ? (
              <TooltipBox title={bar.seva} lines={[{ label: amount, value: bar.amount }]} />
            ) : null;
          }}
        />
        <Bar
          dataKey="amount"
          name={amount}
          maxBarSize={24}
          shape={(props: BarShapeProps) => (
            <Rectangle
              {...props}
              radius={[0, 3, 3, 0]}
              fill={(props.payload as SevaBar).isOthers ? CHART_COLOURS.others : CHART_COLOURS.seva}
            />
          )}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

function CollectionByPaymentModeDonut({ slices }: { slices: ChartDrawingSlices }) {
  const { t } = useTranslation();
  const total = t('reports.column.total');
  // Each slice's data carries its `fill`: a payment mode keeps its colour whatever its place.
  const data = slices.map((slice) => ({ ...slice, fill: slice.colour }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="total"
          nameKey="name"
          innerRadius="58%"
          outerRadius="95%"
          paddingAngle={slices.length > 1 ? 1 : 0}
          stroke="#ffffff"
          // The chart is one image to assistive technology (report-chart.tsx): nothing in it takes the focus.
          rootTabIndex={-1}
        />
        <Tooltip
          content={(props) => {
            const slice = firstPayload<ChartDrawingSlices[number]>(props);
            return slice ? (
              <TooltipBox title={slice.name} lines={[{ label: total, value: slice.total }]} />
            ) : null;
          }}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}

type ChartDrawingSlices = Extract<ChartDrawing, { kind: 'byPaymentMode' }>['slices'];

/** The one module that imports recharts, loaded lazily by report-chart.tsx when a chart is shown. */
export default function ReportChartDrawing({ chart }: { chart: ChartDrawing }) {
  switch (chart.kind) {
    case 'byDay':
      return <CollectionByDayBars bars={chart.bars} />;
    case 'bySeva':
      return <CollectionBySevaBars bars={chart.bars} />;
    case 'byPaymentMode':
      return <CollectionByPaymentModeDonut slices={chart.slices} />;
  }
}
