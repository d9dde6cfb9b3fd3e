/**
 * Forms take money in rupees (what people type: "250" or "250.50"); the API speaks whole paise
 * (STYLE: money is paise). null means the text is not an amount.
 */
export function rupeesToPaise(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise back to the form's text: 25050 → "250.50", 25000 → "250". */
export function paiseToRupees(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
