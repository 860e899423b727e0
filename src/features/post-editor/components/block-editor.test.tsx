import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { docToBlocks } from '../lib/convert';
import { EVERY_BLOCK, shimLayout } from '../testing';
import { setupEditor as setup } from './setup-editor';

// The browser's resizing is not what these tests are about: the file goes up as it is.
vi.mock('@/lib/resize-image', () => ({ resizeImage: vi.fn(async (file: Blob) => file) }));

beforeAll(shimLayout);

const key = (target: Element, init: KeyboardEventInit) =>
  act(() => {
    fireEvent.keyDown(target, init);
  });

describe('BlockEditor', () => {
  it('holds a document of every block and mark exactly, and hands on each change', async () => {
    const { editor, onChange, saved } = setup(EVERY_BLOCK);
    expect(docToBlocks(editor.getJSON())).toEqual(EVERY_BLOCK);
    expect(onChange).not.toHaveBeenCalled();
    // Every media block has its view.
    for (const name of ['Image', 'Gallery', 'Video', 'Embed', 'Divider', 'Vendor credits'])
      expect(
        await screen.findByRole('group', { name: new RegExp(`^${name}, block`) }),
      ).toBeVisible();

    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size, {
        type: 'paragraph',
        content: [{ type: 'text', text: 'The end.' }],
      });
    });
    expect(saved()).toEqual([...EVERY_BLOCK, { type: 'paragraph', text: 'The end.' }]);
  });

  it('Mod-b and Mod-i mark the selected words', () => {
    const { area, editor, saved } = setup([{ type: 'paragraph', text: 'Hello world' }]);
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 6 });
    });
    key(area, { key: 'b', ctrlKey: true });
    act(() => {
      editor.commands.setTextSelection({ from: 7, to: 12 });
    });
    key(area, { key: 'i', ctrlKey: true });
    expect(saved()).toEqual([
      {
        type: 'paragraph',
        text: 'Hello world',
        spans: [{ text: 'Hello', bold: true }, { text: ' ' }, { text: 'world', italic: true }],
      },
    ]);
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the link form accepts only http(s), mailto and site paths', async () => {
    const user = userEvent.setup();
    const { editor, saved } = setup([{ type: 'paragraph', text: 'See the venue' }]);
    act(() => {
      editor.commands.setTextSelection({ from: 9, to: 14 });
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(address).toHaveAccessibleDescription(/Use an address starting with https:\/\//);
    expect(saved()).toBeUndefined();

    await user.clear(address);
    await user.type(address, '/index/tenuta-bellandi');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('form', { name: 'Link' })).toBeNull();
    expect(saved()).toEqual([
      {
        type: 'paragraph',
        text: 'See the venue',
        spans: [{ text: 'See the ' }, { text: 'venue', href: '/index/tenuta-bellandi' }],
      },
    ]);
  });

  it('Ctrl+K links the words the page shows selected, before the editor has heard of them', async () => {
    const user = userEvent.setup();
    const { area, editor, saved } = setup([{ type: 'paragraph', text: 'See the venue' }]);
    act(() => {
      editor.commands.setTextSelection(14);
    });
    // Shift+arrows as a busy browser leaves them: the page's selection moved, no event yet.
    const words = area.querySelector('p')!.firstChild!;
    document.getSelection()!.setBaseAndExtent(words, 13, words, 4);
    expect(editor.state.selection.empty).toBe(true);

    key(area, { key: 'k', ctrlKey: true });
    expect(
      editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to),
    ).toBe('the venue');
    expect(editor.state.selection.head).toBe(5);
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), '/venues');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(saved()).toEqual([
      {
        type: 'paragraph',
        text: 'See the venue',
        spans: [{ text: 'See ' }, { text: 'the venue', href: '/venues' }],
      },
    ]);
  });

  it('Ctrl+B and Backspace act on the words the page shows selected, not an older selection', () => {
    const { area, editor, saved } = setup([{ type: 'paragraph', text: 'Hello world' }]);
    act(() => {
      editor.commands.setTextSelection(12);
    });
    const words = area.querySelector('p')!.firstChild!;
    const select = (from: number, to: number) =>
      document.getSelection()!.setBaseAndExtent(words, from, words, to);
    select(11, 6);
    key(area, { key: 'b', ctrlKey: true });
    expect(saved()).toEqual([
      {
        type: 'paragraph',
        text: 'Hello world',
        spans: [{ text: 'Hello ' }, { text: 'world', bold: true }],
      },
    ]);
    // The page's selection moves again (no event): Backspace deletes what is shown.
    select(0, 6);
    key(area, { key: 'Backspace' });
    expect(saved()).toEqual([
      { type: 'paragraph', text: 'world', spans: [{ text: 'world', bold: true }] },
    ]);
  });

  it('pasted HTML keeps only safe marks and links', () => {
    const { editor, saved } = setup([]);
    act(() => {
      editor.view.pasteHTML(
        '<p style="color:red" onclick="alert(1)"><script>alert(1)</script><b>Bold</b> <a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">data</a> <a href="https://example.com" onclick="alert(1)">good</a><iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)"></p><style>*{}</style>',
      );
    });
    expect(saved()).toEqual([
      {
        type: 'paragraph',
        text: 'Bold bad data good',
        spans: [
          { text: 'Bold', bold: true },
          { text: ' bad data ' },
          { text: 'good', href: 'https://example.com' },
        ],
      },
    ]);
    const html = editor.view.dom.innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|iframe|javascript|data:|style=/i);
  });

  it('Alt+ArrowUp / Alt+ArrowDown move the block with the caret', () => {
    const { area, editor, saved } = setup([
      { type: 'paragraph', text: 'One' },
      { type: 'paragraph', text: 'Two' },
      { type: 'divider' },
    ]);
    act(() => {
      editor.commands.setTextSelection(2);
    });
    key(area, { key: 'ArrowDown', altKey: true });
    expect(saved()).toEqual([
      { type: 'paragraph', text: 'Two' },
      { type: 'paragraph', text: 'One' },
      { type: 'divider' },
    ]);
    // The caret went with it: once more moves it below the divider.
    key(area, { key: 'ArrowDown', altKey: true });
    expect(saved()!.map((block) => block.type)).toEqual(['paragraph', 'divider', 'paragraph']);
    key(area, { key: 'ArrowUp', altKey: true });
    key(area, { key: 'ArrowUp', altKey: true });
    expect(saved()).toEqual([
      { type: 'paragraph', text: 'One' },
      { type: 'paragraph', text: 'Two' },
      { type: 'divider' },
    ]);
  });

  it('the slash menu: arrows choose, Escape closes, Enter inserts', async () => {
    const { area, editor, saved } = setup([{ type: 'paragraph', text: 'Intro' }]);
    act(() => {
      editor.chain().setTextSelection(editor.state.doc.content.size).run();
      editor.commands.splitBlock();
      editor.commands.insertContent('/');
    });
    const menu = screen.getByRole('listbox', { name: 'Add a block' });
    expect(within(menu).getAllByRole('option')).toHaveLength(10);
    expect(within(menu).getByRole('option', { selected: true })).toHaveTextContent(/^Paragraph/);
    expect(area).toHaveAttribute(
      'aria-activedescendant',
      within(menu).getAllByRole('option')[0]!.id,
    );

    act(() => {
      editor.commands.insertContent('di');
    });
    expect(within(menu).getAllByRole('option')).toHaveLength(1);
    key(area, { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Add a block' })).toBeNull();

    act(() => {
      editor.commands.deleteRange({
        from: editor.state.selection.from - 3,
        to: editor.state.selection.from,
      });
      editor.commands.insertContent('/');
    });
    key(area, { key: 'ArrowDown' });
    key(area, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(/^Heading 3/);
    key(area, { key: 'ArrowUp' });
    key(area, { key: 'Enter' });
    act(() => {
      editor.commands.insertContent('Section');
    });
    expect(saved()).toEqual([
      { type: 'paragraph', text: 'Intro' },
      { type: 'heading', text: 'Section', level: 2 },
    ]);

    act(() => {
      editor.commands.splitBlock();
      editor.commands.insertContent('/vend');
    });
    key(area, { key: 'Enter' });
    const credits = await screen.findByRole('group', { name: /^Vendor credits, block 3/ });
    await waitFor(() =>
      expect(within(credits).getByRole('textbox', { name: /Heading/ })).toHaveFocus(),
    );
  });

  it('every block can be inserted from the toolbar', async () => {
    const user = userEvent.setup();
    const { editor } = setup([]);
    for (const name of ['Image', 'Gallery', 'Video', 'Embed', 'Divider', 'Vendor credits']) {
      act(() => {
        editor
          .chain()
          .focus()
          .setTextSelection(editor.state.doc.content.size - 1)
          .run();
      });
      await user.click(screen.getByRole('button', { name: `Insert ${name.toLowerCase()}` }));
      expect(
        await screen.findByRole('group', { name: new RegExp(`^${name}, block`) }),
      ).toBeVisible();
    }
    act(() => {
      editor
        .chain()
        .focus()
        .setTextSelection(editor.state.doc.content.size - 1)
        .run();
    });
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await user.click(screen.getByRole('button', { name: 'H3: Heading 3' }));
    expect(editor.getJSON().content!.map((node) => node.type)).toEqual([
      'image',
      'gallery',
      'video',
      'embed',
      'divider',
      'vendor_credits',
      'heading',
      // Kept at the end so there is always somewhere to write.
      'paragraph',
    ]);
  });

  it('the toolbar is one Tab stop; arrow keys move between its tools', async () => {
    const user = userEvent.setup();
    setup([{ type: 'paragraph', text: 'x' }]);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting and blocks' });
    const tools = within(toolbar).getAllByRole('button');
    expect(tools.filter((tool) => tool.tabIndex === 0)).toHaveLength(1);
    tools[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tools[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tools.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tools[0]).toHaveFocus();
  });
});
