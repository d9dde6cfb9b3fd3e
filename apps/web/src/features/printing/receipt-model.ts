import { formatDisplayDate, type Language, type Receipt, starNameIn } from '@nivedya/domain';
import { totalsBreakdown } from '../../lib/totals-breakdown.ts';

/**
 * What a printed receipt says (issue #4 §5), worked out once from the receipt the server answers
 * (GET /api/v1/receipts/:token) and laid out by each printer: the Html print layout, the ESC/POS
 * encoder for thermal and Sunmi printers. Amounts are the server's (ARCHITECTURE rule 2); nothing is
 * re-priced here.
 */

/** The words of the print, in its language (i18next's t, fixed to one language). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface ReceiptModelOptions {
  t: Translate;
  /** The language of star names and months (the receipt names stars in English). */
  language: Language;
  /**
   * paise → the printed amount: '₹1,250.00' on paper printed by the browser (domain formatRupees),
   * 'Rs. 1250.00' on a thermal printer (domain paiseToRupees: its code pages have no ₹).
   */
  money: (paise: number) => string;
  /**
   * Thermal code pages have no Malayalam: such prints leave out the temple's Malayalam name and any
   * manthra written in Malayalam, and name stars in English (docs/decisions.md).
   */
  isLatinOnly: boolean;
  productName: string;
}

export interface ReceiptFact {
  key: 'bookingNo' | 'date' | 'paymentMode' | 'paymentRef' | 'status';
  label: string;
  value: string;
}

export interface ReceiptModelLine {
  serialNo: number;
  /** The seva, with its deity in brackets when it has one. */
  seva: string;
  /** "devotee name - star" (spec §2 transaction details). */
  devotee: string;
  /** dd-MMM-yyyy, or the words for a date the temple will allot. */
  performDate: string;
  /** "2 × ₹100.00" ("2 x Rs. 100.00" on thermal paper): quantity and rate, postage included as the devotee details modal shows it. */
  quantityRate: string;
  amount: string;
}

export interface ReceiptAmountRow {
  key: string;
  label: string;
  amount: string;
}

export interface ReceiptModel {
  temple: { name: string; localName: string | null; address: string | null; manthra: string | null };
  title: string;
  facts: ReceiptFact[];
  lines: ReceiptModelLine[];
  labels: { serialNo: string; seva: string; performDate: string; quantityRate: string; amount: string };
  /** Total first, then the optional charges that are above zero. */
  totals: ReceiptAmountRow[];
  grandTotal: ReceiptAmountRow;
  poojaCount: { label: string; value: string };
  qr: { data: string; caption: string };
  footer: string;
  /** For a file name: receipt-BKS….bin. */
  orderNumber: string;
}

/** The Indian scripts, from Devanagari to Malayalam: none is in a thermal printer's code pages. */
const INDIAN_SCRIPT = /[\u0900-\u0D7F]/;

function printable(text: string | null, isLatinOnly: boolean): string | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  return isLatinOnly && INDIAN_SCRIPT.test(value) ? null : value;
}

function starName(name: string, options: ReceiptModelOptions): string {
  if (options.isLatinOnly) return name;
  return starNameIn(name, options.language);
}

export function toReceiptModel(receipt: Receipt, options: ReceiptModelOptions): ReceiptModel {
  const { t, money, isLatinOnly } = options;
  const facts: ReceiptFact[] = [
    { key: 'bookingNo', label: t('printing.receipt.bookingNo'), value: receipt.orderNumber },
    {
      key: 'date',
      label: t('printing.receipt.date'),
      value: formatDisplayDate(receipt.orderDate, options.language),
    },
    {
      key: 'paymentMode',
      label: t('printing.receipt.paymentMode'),
      value: t(`printing.paymentMode.${receipt.paymentMode}`, {
        defaultValue: t('printing.paymentMode.other', { mode: receipt.paymentMode }),
      }),
    },
  ];
  if (receipt.paymentCode) {
    facts.push({ key: 'paymentRef', label: t('printing.receipt.paymentRef'), value: receipt.paymentCode });
  }
  facts.push({
    key: 'status',
    label: t('printing.receipt.status'),
    value: t(`printing.status.${receipt.status}`),
  });

  return {
    temple: {
      name: receipt.temple.name,
      localName: printable(receipt.temple.nameNarration, isLatinOnly),
      address: printable(receipt.temple.address, isLatinOnly),
      manthra: printable(receipt.temple.manthra, isLatinOnly),
    },
    title: t('printing.receipt.title'),
    facts,
    lines: receipt.lines.map((line) => ({
      serialNo: line.serialNo,
      seva: line.deityName ? `${line.sevaName} (${line.deityName})` : line.sevaName,
      devotee: `${line.devoteeName} - ${starName(line.starName, options)}`,
      performDate: line.performDate
        ? formatDisplayDate(line.performDate, options.language)
        : t('printing.receipt.dateByTemple'),
      quantityRate: `${line.quantity} ${isLatinOnly ? 'x' : '×'} ${money(line.rate + line.postageCharge)}`,
      amount: money(line.lineTotal),
    })),
    labels: {
      serialNo: t('printing.receipt.serialNo'),
      seva: t('printing.receipt.seva'),
      performDate: t('printing.receipt.performDate'),
      quantityRate: t('printing.receipt.quantityRate'),
      amount: t('printing.receipt.amount'),
    },
    totals: totalsBreakdown(receipt.totals).map((row) => ({
      key: row.key,
      label: t(`printing.totals.${row.key}`),
      amount: money(row.amount),
    })),
    grandTotal: {
      key: 'totalAmount',
      label: t('printing.totals.totalAmount'),
      amount: money(receipt.totals.totalAmount),
    },
    poojaCount: { label: t('printing.totals.numberOfPoojas'), value: String(receipt.totals.numberOfPoojas) },
    qr: { data: receipt.receiptUrl, caption: t('printing.receipt.scanToVerify') },
    footer: t('printing.receipt.footer', { product: options.productName }),
    orderNumber: receipt.orderNumber,
  };
}
