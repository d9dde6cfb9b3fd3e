import type { EditorView } from '@tiptap/pm/view';
import { type Editor, EditorContent, type EditorOptions, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { sanitizeHtml } from '../../../../ui/safe-html.tsx';

/** The formatting the server keeps (lib/sanitize-html.ts) and the toolbar offers: no colours, fonts or images. */
const TOOLS = [
  {
    key: 'bold',
    glyph: 'B',
    className: 'font-bold',
    isActive: 'bold',
    run: (editor: Editor) => editor.chain().focus().toggleBold(),
  },
  {
    key: 'italic',
    glyph: 'I',
    className: 'italic',
    isActive: 'italic',
    run: (editor: Editor) => editor.chain().focus().toggleItalic(),
  },
  {
    key: 'underline',
    glyph: 'U',
    className: 'underline',
    isActive: 'underline',
    run: (editor: Editor) => editor.chain().focus().toggleUnderline(),
  },
  {
    key: 'heading',
    glyph: 'H',
    className: 'font-serif font-bold',
    isActive: 'heading',
    run: (editor: Editor) => editor.chain().focus().toggleHeading({ level: 3 }),
  },
  {
    key: 'paragraph',
    glyph: '¶',
    className: '',
    isActive: null,
    run: (editor: Editor) => editor.chain().focus().setParagraph(),
  },
  {
    key: 'bulletList',
    glyph: '•',
    className: 'text-xl',
    isActive: 'bulletList',
    run: (editor: Editor) => editor.chain().focus().toggleBulletList(),
  },
  {
    key: 'numberedList',
    glyph: '1.',
    className: '',
    isActive: 'orderedList',
    run: (editor: Editor) => editor.chain().focus().toggleOrderedList(),
  },
  {
    key: 'clear',
    glyph: 'T̸',
    className: '',
    isActive: null,
    // Like the browser's removeFormat it replaced: the letters' formatting goes, links and blocks stay.
    run: (editor: Editor) => editor.chain().focus().unsetBold().unsetItalic().unsetUnderline(),
  },
] as const;

const LINK_ADDRESS = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:\+?[\d\s-]+)$/i;

/** Formatting arrives with text pasted from other pages (colours, fonts); it comes in plain, as typed. */
function pasteAsPlainText(view: EditorView, event: ClipboardEvent): boolean {
  const data = event.clipboardData;
  if (!data?.types.includes('text/html')) return false;
  // Without an event of its own this paste carries no HTML, so it comes back here only to be let through.
  view.pasteText(data.getData('text/plain'));
  return true;
}

function editorProps(ids: {
  id: string;
  labelId: string;
  errorId: string | undefined;
}): EditorOptions['editorProps'] {
  return {
    attributes: {
      id: ids.id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': ids.labelId,
      ...(ids.errorId ? { 'aria-invalid': 'true', 'aria-describedby': ids.errorId } : {}),
      class: 'rich-text min-h-48 px-3 py-2 text-base outline-none focus-visible:bg-orange-50/30',
    },
    // Tab leaves the field for the next one, as in any form field; it never indents a list item.
    handleDOMEvents: { keydown: (_view, event) => event.key === 'Tab' },
    handlePaste: pasteAsPlainText,
  };
}

/**
 * The editing area of RichTextEditor on Tiptap (ProseMirror), loaded with it on demand: paragraphs,
 * headings, bold, italic, underline, lists and links. The HTML it starts from is sanitised first
 * (DOMPurify); what it reports goes to the server, which keeps only safe tags. Markdown-style typing
 * shortcuts are off, so only the toolbar and the usual keys (Ctrl+B, Ctrl+I, Ctrl+U) format.
 */
export default function RichTextArea({
  id,
  labelId,
  errorId,
  initialHtml,
  onChange,
}: {
  id: string;
  labelId: string;
  errorId: string | undefined;
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const reportChange = useRef(onChange);
  useEffect(() => {
    reportChange.current = onChange;
  }, [onChange]);
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [linkAddress, setLinkAddress] = useState('https://');
  const [linkError, setLinkError] = useState<string | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Stored instructions keep the headings, quotes, rules and strikes they have; the toolbar adds h3.
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        code: false,
        codeBlock: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: false,
          linkOnPaste: false,
          // A bare <a href>, as before: the server adds target and rel when it keeps a link.
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: sanitizeHtml(initialHtml),
    enableInputRules: false,
    enablePasteRules: false,
    editorProps: editorProps({ id, labelId, errorId }),
    onUpdate: ({ editor: changed }) => reportChange.current(changed.getHTML()),
  });

  useEffect(() => {
    editor.setOptions({ editorProps: editorProps({ id, labelId, errorId }) });
  }, [editor, id, labelId, errorId]);

  // Uncontrolled, as before: other HTML given later replaces the text (a parent may also re-key it).
  const startedFrom = useRef(initialHtml);
  useEffect(() => {
    if (startedFrom.current === initialHtml) return;
    startedFrom.current = initialHtml;
    editor.commands.setContent(sanitizeHtml(initialHtml), { emitUpdate: false });
  }, [editor, initialHtml]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        TOOLS.flatMap((tool) => (tool.isActive ? [[tool.key, current.isActive(tool.isActive)]] : [])),
      ) as Record<string, boolean>,
  });

  const addLink = () => {
    const address = linkAddress.trim();
    if (!LINK_ADDRESS.test(address)) {
      setLinkError(t('templeContent.editor.linkInvalid'));
      return;
    }
    if (editor.state.selection.empty) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    }
    setIsLinkOpen(false);
    setLinkAddress('https://');
  };

  const toolButton =
    'inline-flex size-10 items-center justify-center rounded-lg text-stone-800 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-700 aria-pressed:bg-orange-100 aria-pressed:text-orange-950';

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('templeContent.editor.toolbar')}
        className="flex flex-wrap gap-0.5 border-b border-stone-200 bg-stone-50 p-1"
      >
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`${toolButton} ${tool.className}`}
            title={t(`templeContent.editor.${tool.key}`)}
            aria-label={t(`templeContent.editor.${tool.key}`)}
            aria-pressed={tool.isActive ? (active?.[tool.key] ?? false) : undefined}
            // Keeps the text selected while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor).run()}
          >
            {/* A glyph drawn by CSS, not text: the button's name is its aria-label alone (a "1." in the
                text would be read as words that the name does not contain). */}
            <span aria-hidden="true" data-glyph={tool.glyph} className="before:content-[attr(data-glyph)]" />
          </button>
        ))}
        <button
          type="button"
          className={`${toolButton} text-sm font-semibold text-orange-900 underline`}
          title={t('templeContent.editor.link')}
          aria-label={t('templeContent.editor.link')}
          aria-expanded={isLinkOpen}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setLinkError(null);
            setIsLinkOpen(true);
          }}
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
      <EditorContent editor={editor} />
    </>
  );
}
