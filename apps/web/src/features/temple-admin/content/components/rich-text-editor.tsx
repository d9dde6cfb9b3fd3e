import { type ClipboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { sanitizeHtml } from '../../../../ui/safe-html.tsx';

/** The formatting the server keeps (lib/sanitize-html.ts): no colours, fonts or images to offer. */
const COMMANDS = [
  { key: 'bold', command: 'bold', glyph: 'B', className: 'font-bold' },
  { key: 'italic', command: 'italic', glyph: 'I', className: 'italic' },
  { key: 'underline', command: 'underline', glyph: 'U', className: 'underline' },
  { key: 'heading', command: 'formatBlock', value: 'h3', glyph: 'H', className: 'font-serif font-bold' },
  { key: 'paragraph', command: 'formatBlock', value: 'p', glyph: '¶', className: '' },
  { key: 'bulletList', command: 'insertUnorderedList', glyph: '•', className: 'text-xl' },
  { key: 'numberedList', command: 'insertOrderedList', glyph: '1.', className: '' },
  { key: 'clear', command: 'removeFormat', glyph: 'T̸', className: '' },
] as const;

const LINK_ADDRESS = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:\+?[\d\s-]+)$/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A small rich-text field for an instruction: paragraphs, headings, bold, italic, underline, lists and
 * links, on a contentEditable area (the browser's own editing commands; no editor library to ship).
 * Pasted text arrives plain. The HTML goes to the server, which keeps only safe tags; what is shown
 * here at first is sanitised too. Uncontrolled: give it a `key` to start again from other HTML.
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
  const { t } = useTranslation();
  const id = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [linkAddress, setLinkAddress] = useState('https://');
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const html = sanitizeHtml(initialHtml);
    // An empty editor starts with a paragraph, so the first line is a <p> like the ones after it.
    editor.innerHTML = html.trim() ? html : '<p><br></p>';
    // Enter starts a <p>, which the server keeps, rather than a <div>.
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, [initialHtml]);

  const report = () => onChange(editorRef.current?.innerHTML ?? '');

  const run = (command: string, value?: string) => {
    editorRef.current?.focus();
    document.execCommand(command, false, value);
    report();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
    report();
  };

  const openLink = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && editorRef.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
    setLinkError(null);
    setIsLinkOpen(true);
  };

  const addLink = () => {
    const address = linkAddress.trim();
    if (!LINK_ADDRESS.test(address)) {
      setLinkError(t('templeContent.editor.linkInvalid'));
      return;
    }
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    const selection = window.getSelection();
    const range = savedRange.current;
    if (selection && range) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (range && !range.collapsed) {
      document.execCommand('createLink', false, address);
    } else {
      document.execCommand(
        'insertHTML',
        false,
        `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`,
      );
    }
    report();
    setIsLinkOpen(false);
    setLinkAddress('https://');
  };

  const toolButton =
    'inline-flex size-10 items-center justify-center rounded-lg text-stone-800 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-700';

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div
        className={`overflow-hidden rounded-lg border bg-white ${error ? 'border-red-600' : 'border-stone-300'}`}
      >
        <div
          role="toolbar"
          aria-label={t('templeContent.editor.toolbar')}
          className="flex flex-wrap gap-0.5 border-b border-stone-200 bg-stone-50 p-1"
        >
          {COMMANDS.map((tool) => (
            <button
              key={tool.key}
              type="button"
              className={`${toolButton} ${tool.className}`}
              title={t(`templeContent.editor.${tool.key}`)}
              aria-label={t(`templeContent.editor.${tool.key}`)}
              // Keeps the text selected while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(tool.command, 'value' in tool ? tool.value : undefined)}
            >
              {tool.glyph}
            </button>
          ))}
          <button
            type="button"
            className={`${toolButton} text-sm font-semibold text-orange-900 underline`}
            title={t('templeContent.editor.link')}
            aria-label={t('templeContent.editor.link')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={openLink}
          >
            {t('templeContent.editor.linkShort')}
          </button>
        </div>
        {isLinkOpen ? (
          // Not a <form>: it sits inside the instruction's form, and forms cannot nest.
          <div className="flex flex-wrap items-end gap-2 border-b border-stone-200 bg-orange-50 p-2">
            <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium text-stone-800">
              {t('templeContent.editor.linkAddress')}
              <input
                type="url"
                value={linkAddress}
                onChange={(event) => setLinkAddress(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Enter adds the link rather than submitting the instruction.
                  event.preventDefault();
                  addLink();
                }}
                className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
                aria-invalid={linkError ? true : undefined}
              />
            </label>
            <Button variant="secondary" onClick={addLink}>
              {t('templeContent.editor.addLink')}
            </Button>
            <Button variant="ghost" onClick={() => setIsLinkOpen(false)}>
              {t('common.cancel')}
            </Button>
            {linkError ? (
              <p className="w-full text-sm font-medium text-red-700" role="alert">
                {linkError}
              </p>
            ) : null}
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element; role textbox with aria-multiline is the ARIA pattern for it. */}
        <div
          ref={editorRef}
          id={id}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={report}
          onBlur={report}
          onPaste={onPaste}
          className="rich-text min-h-48 px-3 py-2 text-base outline-none focus-visible:bg-orange-50/30"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
