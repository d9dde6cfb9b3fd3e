import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTranslationPart, setLanguage } from '../../../../i18n/index.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/**
 * The instruction editor on Tiptap: the toolbar's buttons format what is selected and the editor reports
 * the HTML it now holds; links take only https, http, mailto and tel; Tab leaves the field. Typing and
 * the look on a phone are checked in Chromium (e2e/tests/temple-content.spec.ts).
 */
beforeAll(async () => {
  await initI18n('en');
  await loadTranslationPart('templeContent');
  // The editing area is loaded on demand; loaded once here, each test's editor appears at once.
  await import('./rich-text-area.tsx');
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

async function editorWith(initialHtml: string, error?: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(<RichTextEditor label="Instruction" initialHtml={initialHtml} onChange={onChange} error={error} />);
  const textbox = await screen.findByRole('textbox', { name: 'Instruction' }, { timeout: 5000 });
  return { onChange, textbox, lastHtml: () => onChange.mock.lastCall?.[0] ?? '' };
}

/** Ctrl+A inside the editor: its own select-all, which the toolbar's commands then act on. */
function selectAll(textbox: HTMLElement) {
  fireEvent.keyDown(textbox, { key: 'a', code: 'KeyA', ctrlKey: true });
}

/** A caret in `text`, as a click there leaves it: the editor takes it from the page's selection. */
function placeCaret(textbox: HTMLElement, text: Node | null, offset = 1) {
  if (!text) throw new Error('no text to place the caret in');
  textbox.focus();
  const range = document.createRange();
  range.setStart(text, offset);
  range.collapse(true);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

describe('the rich-text editor', () => {
  it('offers the toolbar it always had, each button named, toggles saying whether they are on', async () => {
    const { textbox } = await editorWith('<p>Men: mundu</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Heading',
      'Plain paragraph',
      'Bulleted list',
      'Numbered list',
      'Clear formatting',
      'Add a link',
    ]);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Plain paragraph' }).hasAttribute('aria-pressed')).toBe(false);
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
    expect(textbox.textContent).toBe('Men: mundu');
  });

  it('makes the selection bold, then plain again with Clear formatting', async () => {
    const { textbox, lastHtml } = await editorWith('<p>Men: mundu</p>');
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(lastHtml()).toBe('<p><strong>Men: mundu</strong></p>');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(lastHtml()).toBe('<p>Men: mundu</p>');
  });

  it('turns paragraphs into a heading, a bulleted or a numbered list, and back', async () => {
    const { textbox, lastHtml } = await editorWith('<p>Dress</p>');
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    expect(lastHtml()).toBe('<h3>Dress</h3>');
    fireEvent.click(screen.getByRole('button', { name: 'Plain paragraph' }));
    expect(lastHtml()).toBe('<p>Dress</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(lastHtml()).toBe('<ul><li><p>Dress</p></li></ul>');
    fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastHtml()).toBe('<ol><li><p>Dress</p></li></ol>');
  });

  it('links the selection to an https, mailto or tel address, and refuses any other', async () => {
    const { textbox, lastHtml } = await editorWith('<p>Rules</p>');
    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    const address = screen.getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Give an address that starts with https://, mailto: or tel:',
    );
    fireEvent.change(address, { target: { value: 'https://temple.example/rules' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(lastHtml()).toBe('<p><a href="https://temple.example/rules">Rules</a></p>');
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });

  it('takes pasted text plain, leaving the formatting of the page it came from', async () => {
    const { textbox, lastHtml } = await editorWith('<p>Rules:</p>');
    placeCaret(textbox, textbox.querySelector('p')?.firstChild ?? null, 'Rules:'.length);
    const copied: Record<string, string> = {
      'text/html': '<p style="color:red"><b>No</b> <i>footwear</i></p>',
      'text/plain': 'No footwear',
    };
    fireEvent.paste(textbox, {
      clipboardData: { types: Object.keys(copied), getData: (type: string) => copied[type] ?? '' },
    });
    expect(lastHtml()).toBe('<p>Rules:No footwear</p>');
  });

  it('keeps what an instruction was saved with: its headings, lists and links', async () => {
    // happy-dom's DOM loses the first tag under DOMPurify, which Chromium does not: a paragraph leads.
    const saved =
      '<p>Open daily.</p><h2>Timings</h2><ul><li>5 am</li><li>6 pm</li></ul><p>See <a href="tel:+914872556335">the office</a>.</p>';
    const { textbox } = await editorWith(saved);
    expect(textbox.querySelector('h2')?.textContent).toBe('Timings');
    expect([...textbox.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['5 am', '6 pm']);
    expect(textbox.querySelector('a')?.getAttribute('href')).toBe('tel:+914872556335');
  });

  it('lets Tab leave the field, even from a list item it could indent', async () => {
    const { textbox, onChange } = await editorWith('<p>Timings</p><ul><li>one</li><li>two</li></ul>');
    placeCaret(textbox, textbox.querySelectorAll('li p')[1]?.firstChild ?? null);
    const isDefaultKept = fireEvent.keyDown(textbox, { key: 'Tab', code: 'Tab' });
    expect(isDefaultKept).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ties the error to the text area', async () => {
    const { textbox } = await editorWith('', 'Enter the instruction');
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    const describedBy = textbox.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter the instruction');
  });

  it('names its buttons in Malayalam', async () => {
    await setLanguage('ml');
    await editorWith('');
    expect(screen.getByRole('toolbar', { name: 'ഫോർമാറ്റിംഗ്' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'കട്ടിയുള്ള അക്ഷരം' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ഒരു ലിങ്ക് ചേർക്കുക' })).toBeTruthy();
  });
});
