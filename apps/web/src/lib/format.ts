/** spec §9: dates show as dd-MMM-yyyy (e.g. 05-Mar-2026); money in rupees with 2 decimals, en-IN. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getDate()).padStart(2, '0');
  return `${day}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date)} ${time}`;
}

/** A name in the reader's language: the Malayalam narration when reading Malayalam and there is one. */
export function localName(
  item: { name: string; nameNarration?: string | null | undefined },
  language: string,
): string {
  return language === 'ml' && item.nameNarration ? item.nameNarration : item.name;
}

/** "05-Mar-2026" for a yyyy-MM-dd day, read as that calendar day whatever the device's time zone. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month, day] = value.slice(0, 10).split('-');
  const index = Number(month) - 1;
  return year && day && MONTHS[index] ? `${day}-${MONTHS[index]}-${year}` : '';
}
