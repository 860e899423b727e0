import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { shimLayout } from '../testing';
import { setupEditor as setup, type Upload } from './setup-editor';

// The browser's resizing is not what these tests are about: the file goes up as it is.
vi.mock('@/lib/resize-image', () => ({ resizeImage: vi.fn(async (file: Blob) => file) }));

beforeAll(shimLayout);

describe('image blocks', () => {
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
    // The search waits for typing to pause, then asks: longer than a busy machine's second.
    await screen.findByRole('option', { name: 'Atelier Nove' }, { timeout: 5_000 });
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
