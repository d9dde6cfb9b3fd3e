import { lazy, Suspense, useId } from 'react';
import { Loading } from '../../../../ui/loading.tsx';

/** The editor library (Tiptap, ProseMirror) comes with the first editor shown, in a chunk of its own. */
const RichTextArea = lazy(() => import('./rich-text-area.tsx'));

/**
 * A small rich-text field for an instruction: paragraphs, headings, bold, italic, underline, lists and
 * links (rich-text-area.tsx). Pasted text arrives plain. The HTML goes to the server, which keeps only
 * safe tags; what is shown here at first is sanitised too. Uncontrolled: give it a `key` to start again
 * from other HTML.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  error,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div
        className={`overflow-hidden rounded-lg border bg-white ${error ? 'border-red-600' : 'border-stone-300'}`}
      >
        {/* As tall as the toolbar and the text area, so the form does not jump when they arrive. */}
        <Suspense fallback={<Loading className="min-h-60" />}>
          <RichTextArea
            id={id}
            labelId={`${id}-label`}
            errorId={errorId}
            initialHtml={initialHtml}
            onChange={onChange}
          />
        </Suspense>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
