import { QrCode } from '../../../ui/qr-code.tsx';
import type { PaperWidth } from '../print-type.ts';
import type { ReceiptModel } from '../receipt-model.ts';

/**
 * Html Print's receipt: a sheet of A4 with the lines in a table, or a receipt roll (80 or 58 mm)
 * with everything stacked, in black on white for any printer. The QR of the receipt link is the
 * app's own QrCode image.
 */
const ROLL_WIDTH_MM: Record<Exclude<PaperWidth, 'A4'>, number> = { '80mm': 72, '58mm': 48 };

export function ReceiptPrintLayout({ model, paper }: { model: ReceiptModel; paper: PaperWidth }) {
  return paper === 'A4' ? <A4Receipt model={model} /> : <RollReceipt model={model} paper={paper} />;
}

function TempleHeading({ model, isCentred }: { model: ReceiptModel; isCentred: boolean }) {
  const { temple } = model;
  return (
    <div className={isCentred ? 'text-center' : ''}>
      <h1 className="font-serif text-[1.5em] leading-tight font-bold">{temple.name}</h1>
      {temple.localName ? <p className="text-[1.15em] font-semibold">{temple.localName}</p> : null}
      {temple.address ? <p>{temple.address}</p> : null}
      {temple.manthra ? <p className="mt-1">{temple.manthra}</p> : null}
    </div>
  );
}

function Totals({ model, className = '' }: { model: ReceiptModel; className?: string }) {
  return (
    <dl className={`flex flex-col gap-0.5 ${className}`}>
      {model.totals.map((row) => (
        <div key={row.key} className="flex justify-between gap-3">
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.amount}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t-2 border-black pt-1 text-[1.15em] font-bold">
        <dt>{model.grandTotal.label}</dt>
        <dd className="tabular-nums">{model.grandTotal.amount}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt>{model.poojaCount.label}</dt>
        <dd className="tabular-nums">{model.poojaCount.value}</dd>
      </div>
    </dl>
  );
}

function A4Receipt({ model }: { model: ReceiptModel }) {
  return (
    <article className="w-[186mm] bg-white text-[10.5pt] leading-snug text-black" data-paper="A4">
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <TempleHeading model={model} isCentred={false} />
        <figure className="flex shrink-0 flex-col items-center text-center text-[8pt]">
          <QrCode text={model.qr.data} width={112} label={model.qr.caption} />
          <figcaption className="max-w-[32mm]">{model.qr.caption}</figcaption>
        </figure>
      </header>
      <h2 className="mt-3 text-center text-[13pt] font-bold tracking-wider uppercase">{model.title}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        {model.facts.map((fact) => (
          <div key={fact.key} className="contents">
            <dt>{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-3 w-full border-collapse">
        <thead>
          <tr className="border-y-2 border-black text-left">
            <th className="py-1 pr-2 font-semibold">{model.labels.serialNo}</th>
            <th className="py-1 pr-2 font-semibold">{model.labels.seva}</th>
            <th className="py-1 pr-2 font-semibold">{model.labels.performDate}</th>
            <th className="py-1 pr-2 text-right font-semibold">{model.labels.quantityRate}</th>
            <th className="py-1 text-right font-semibold">{model.labels.amount}</th>
          </tr>
        </thead>
        <tbody>
          {model.lines.map((line) => (
            <tr key={line.serialNo} className="break-inside-avoid border-b border-stone-400 align-top">
              <td className="py-1 pr-2">{line.serialNo}</td>
              <td className="py-1 pr-2">
                <p className="font-semibold">{line.seva}</p>
                <p>{line.devotee}</p>
              </td>
              <td className="py-1 pr-2 whitespace-nowrap">{line.performDate}</td>
              <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">{line.quantityRate}</td>
              <td className="py-1 text-right whitespace-nowrap tabular-nums">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals model={model} className="mt-3 ml-auto w-[85mm]" />
      <p className="mt-6 text-center text-[8.5pt]">{model.footer}</p>
    </article>
  );
}

function RollReceipt({ model, paper }: { model: ReceiptModel; paper: Exclude<PaperWidth, 'A4'> }) {
  const rule = 'my-1.5 border-t border-dashed border-black';
  return (
    <article
      className={`bg-white leading-snug text-black ${paper === '58mm' ? 'text-[7.5pt]' : 'text-[9pt]'}`}
      style={{ width: `${ROLL_WIDTH_MM[paper]}mm` }}
      data-paper={paper}
    >
      <TempleHeading model={model} isCentred />
      <hr className={rule} />
      <h2 className="text-center font-bold tracking-wider uppercase">{model.title}</h2>
      <dl className="mt-1 flex flex-col">
        {model.facts.map((fact) => (
          <div key={fact.key} className="flex justify-between gap-2">
            <dt>{fact.label}</dt>
            <dd className="text-right font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <hr className={rule} />
      <ol className="flex flex-col gap-1.5">
        {model.lines.map((line) => (
          <li key={line.serialNo} className="break-inside-avoid">
            <p className="font-semibold">
              {line.serialNo}. {line.seva}
            </p>
            <p>{line.devotee}</p>
            <p>
              {model.labels.performDate}: {line.performDate}
            </p>
            <p className="flex justify-between gap-2 tabular-nums">
              <span>{line.quantityRate}</span>
              <span>{line.amount}</span>
            </p>
          </li>
        ))}
      </ol>
      <hr className={rule} />
      <Totals model={model} />
      <figure className="mt-2 flex flex-col items-center text-center">
        <QrCode text={model.qr.data} width={paper === '58mm' ? 96 : 112} label={model.qr.caption} />
        <figcaption>{model.qr.caption}</figcaption>
      </figure>
      <p className="mt-1 text-center text-[0.85em]">{model.footer}</p>
    </article>
  );
}
