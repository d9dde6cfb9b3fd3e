import type { ReactNode } from 'react';
import { buttonClass } from './button.tsx';

export const FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** CSV, XLSX and PDF links of a list's current filters: the browser downloads what the server streams. */
export function FileDownloads({
  label,
  hrefOf,
  wordOf,
  before,
  after,
}: {
  /** Said before each link's word to a screen reader, e.g. "Download the bills". */
  label: string;
  hrefOf: (format: FileFormat) => string;
  wordOf: (format: FileFormat) => string;
  /** More of the screen's tools in the same row, before and after the links (e.g. Print). */
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {before}
      {FILE_FORMATS.map((format) => (
        <a
          key={format}
          className={buttonClass('secondary', 'max-sm:px-3 max-sm:text-sm')}
          href={hrefOf(format)}
          download
        >
          <span className="sr-only">{label}: </span>
          {wordOf(format)}
        </a>
      ))}
      {after}
    </div>
  );
}
