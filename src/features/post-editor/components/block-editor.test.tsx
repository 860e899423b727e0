import type { Editor } from '@tiptap/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@/features/posts';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { docToBlocks } from '../lib/convert';
import { EVERY_BLOCK, shimLayout } from '../testing';
import { BlockEditor } from './block-editor';

// The browser's resizing is not what these tests are about: the file goes up as it is.
vi.mock('@/lib/resize-image', () => ({ resizeImage: vi.fn(async (file: Blob) => file) }));

beforeAll(shimLayout);

type Upload = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

function setup(
  value: ContentBlock[],
  uploadImage = vi.fn<Upload>(async () => 'editorial/new.webp'),
) {
  const onChange = vi.fn<(blocks: ContentBlock[]) => void>();
  const view = renderWithProviders(
    <BlockEditor value={value} onChange={onChange} uploadImage={uploadImage} label="Story" />,
  );
  const area = screen.getByRole('textbox', { name: 'Story' });
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  /** What the page would save now. */
  const saved = () => onChange.mock.lastCall?.[0];
  return { ...view, area, editor, onChange, saved, uploadImage };
}

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

  it('a media block moves by its buttons and by Alt+arrows from its fields, keeping focus', async () => {
    const user = userEvent.setup();
    const { saved } = setup([
      { type: 'paragraph', text: 'One' },
      { type: 'embed', url: 'https://vimeo.com/76979871' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Move embed up' }));
    expect(saved()!.map((block) => block.type)).toEqual(['embed', 'paragraph']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move embed up' })).toHaveFocus(),
    );
    expect(screen.getByRole('group', { name: 'Embed, block 1 of 2' })).toBeVisible();

    const address = screen.getByRole('textbox', { name: 'Film address' });
    address.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(saved()!.map((block) => block.type)).toEqual(['paragraph', 'embed']);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Film address' })).toHaveFocus(),
    );
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

describe('image blocks', () => {
  it('uploads the chosen photo with progress, asks for alt text, sets a focal point by keyboard', async () => {
    const user = userEvent.setup();
    let progress: (fraction: number) => void = () => {};
    let finish: (path: string) => void = () => {};
    const uploadImage = vi.fn<Upload>(
      (_file, onProgress) =>
        new Promise<string>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const { saved } = setup([{ type: 'image', url: '', alt: '' } as never], uploadImage);
    const block = screen.getByRole('group', { name: /^Image, block 1/ });
    const file = new File(['x'], 'olive.gif', { type: 'image/gif' });
    await user.upload(within(block).getByLabelText('Choose a photo'), file);
    expect(uploadImage).toHaveBeenCalledWith(file, expect.any(Function));
    act(() => progress(0.4));
    expect(within(block).getByRole('progressbar', { name: 'Uploading olive.gif' })).toHaveAttribute(
      'value',
      '0.4',
    );
    await act(async () => finish('editorial/posts/olive.gif'));

    const alt = within(block).getByRole('textbox', { name: 'Alt text' });
    expect(alt).toHaveAccessibleDescription(/Required before publishing/);
    // No alt text yet: the block saves (the page checks alt text before publishing).
    expect(saved()).toEqual([{ type: 'image', url: 'editorial/posts/olive.gif', alt: '' }]);
    await user.type(alt, 'Olive branches');
    expect(alt).not.toHaveAccessibleDescription(/Required/);

    const marker = within(block).getByRole('button', { name: 'Focal point' });
    marker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(within(block).getByText(/Focal point: 60% across, 70% down/)).toBeInTheDocument();
    expect(saved()).toEqual([
      {
        type: 'image',
        url: 'editorial/posts/olive.gif',
        alt: 'Olive branches',
        focal: { x: 60, y: 70 },
      },
    ]);
  });

  it('a failed upload can be tried again', async () => {
    const user = userEvent.setup();
    const uploadImage = vi
      .fn<Upload>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('editorial/a.webp');
    const { saved } = setup([], uploadImage);
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['x'], 'a.webp', { type: 'image/webp' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Try a.webp again' }));
    await waitFor(() =>
      expect(saved()).toEqual([{ type: 'image', url: 'editorial/a.webp', alt: '' }]),
    );
  });
});

describe('gallery credits', () => {
  it('credits a vendor in one photo, found by name among published listings', async () => {
    const user = userEvent.setup();
    const searched: URL[] = [];
    server.use(
      http.get('*/rest/v1/listings', ({ request }) => {
        searched.push(new URL(request.url));
        return HttpResponse.json([
          { id: 'l1', name: 'Atelier Nove', url_name: 'atelier-nove' },
          { id: 'l2', name: 'Atelier Novella', url_name: 'atelier-novella' },
        ]);
      }),
    );
    const { saved } = setup([
      {
        type: 'gallery',
        images: [
          { url: 'a.webp', alt: 'The dress' },
          { url: 'b.webp', alt: 'B' },
        ],
      },
    ]);
    const photo = screen.getByRole('group', { name: 'Vendors in photo 1' });
    await user.click(within(photo).getByRole('button', { name: 'Add a vendor' }));
    await user.type(within(photo).getByRole('textbox', { name: /Role 1/ }), 'Dress');
    const vendor = within(photo).getByRole('combobox', { name: 'Vendor 1' });
    await user.type(vendor, 'nove');
    await screen.findByRole('option', { name: 'Atelier Nove' });
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(within(photo).getByText('Atelier Nove')).toBeInTheDocument();
    expect(searched.at(-1)!.searchParams.get('name')).toBe('ilike.%nove%');
    expect(searched.at(-1)!.searchParams.get('status')).toBe('eq.published');
    expect(saved()).toEqual([
      {
        type: 'gallery',
        images: [
          {
            url: 'a.webp',
            alt: 'The dress',
            credits: [{ role: 'Dress', name: 'Atelier Nove', url_name: 'atelier-nove' }],
          },
          { url: 'b.webp', alt: 'B' },
        ],
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect((saved()![0] as { images: { url: string }[] }).images.map((image) => image.url)).toEqual(
      ['b.webp', 'a.webp'],
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus(),
    );
  });
});
