import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { parseBlocks, type ContentBlock } from '../../lib/blocks';
import { Blocks, BlockRenderer } from './block-renderer';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/media';

function renderBlock(block: ContentBlock) {
  return renderWithProviders(
    <MemoryRouter>
      <BlockRenderer block={block} title="A Story" />
    </MemoryRouter>,
  );
}

describe('block renderers', () => {
  it('paragraph: the text, as text', () => {
    const { container } = renderBlock({ type: 'paragraph', text: 'Under the <b>olives</b>.' });
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('Under the <b>olives</b>.');
    expect(container.querySelector('b')).toBeNull();
  });

  it('heading: a section (h2) or a subsection (h3)', () => {
    renderBlock({ type: 'heading', text: 'The Look', level: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'The Look' })).toBeInTheDocument();
    renderBlock({ type: 'heading', text: 'The Shoes', level: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'The Shoes' })).toBeInTheDocument();
  });

  it('image: the storage file with its alt text, caption and credit', () => {
    renderBlock({
      type: 'image',
      url: 'demo/editorial/table-1200.webp',
      alt: 'A long table under olive trees',
      caption: 'Dinner ran until the cicadas gave up.',
      credit: 'Bellandi Fotografia',
    });
    const image = screen.getByRole('img', { name: 'A long table under olive trees' });
    expect(image).toHaveAttribute('src', `${STORAGE}/demo/editorial/table-1200.webp`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    const figure = image.closest('figure')!;
    expect(within(figure).getByText('Dinner ran until the cicadas gave up.')).toBeInTheDocument();
    expect(within(figure).getByText('Photo: Bellandi Fotografia')).toBeInTheDocument();
  });

  it.each([
    ['Bellandi Fotografia', 'Photo: Bellandi Fotografia'],
    ['Photography: Bellandi Fotografia', 'Photography: Bellandi Fotografia'],
    ['photo: Bellandi Fotografia', 'photo: Bellandi Fotografia'],
    ['Photo by Bellandi Fotografia', 'Photo by Bellandi Fotografia'],
    ['Studio Lumière', 'Photo: Studio Lumière'],
  ])('credit %j reads %j, the label never doubled', (credit, shown) => {
    renderBlock({
      type: 'image',
      url: 'demo/editorial/table-1200.webp',
      alt: 'A long table',
      credit,
    });
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(/^Photo: Photo/i)).not.toBeInTheDocument();
  });

  it('gallery: every image with its alt, and the caption', () => {
    renderBlock({
      type: 'gallery',
      images: [
        { url: 'demo/a-1200.webp', alt: 'Sweet peas' },
        { url: 'demo/b-1200.webp', alt: 'Cosmos', caption: 'From the garden' },
        { url: 'https://cdn.example.com/c.jpg', alt: 'Place cards' },
      ],
      caption: 'Giulia and Ben, Lucca.',
    });
    const gallery = screen.getByRole('list', { name: 'Gallery' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Place cards' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/c.jpg',
    );
    expect(screen.getByText('From the garden')).toBeInTheDocument();
    expect(screen.getByText('Giulia and Ben, Lucca.')).toBeInTheDocument();
  });

  it('quote: the words and who said them', () => {
    renderBlock({ type: 'quote', text: 'We wanted people to feel looked after.', cite: 'Giulia' });
    expect(
      screen.getByText('“We wanted people to feel looked after.”').closest('blockquote'),
    ).not.toBeNull();
    expect(screen.getByText('— Giulia')).toBeInTheDocument();
  });

  it('video: muted, inline, nothing loaded before it is seen, with a poster', () => {
    const { container } = renderBlock({
      type: 'video',
      url: 'demo/videos/vineyard-arch.mp4',
      poster: 'demo/videos/vineyard-arch.webp',
      caption: 'A few moments from the day.',
    });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', `${STORAGE}/demo/videos/vineyard-arch.mp4`);
    expect(video).toHaveAttribute('poster', `${STORAGE}/demo/videos/vineyard-arch.webp`);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('A few moments from the day.');
  });

  it('embed: an allow-listed film behind a play button, then a sandboxed iframe we built', async () => {
    const { container } = renderBlock({
      type: 'embed',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x',
      title: 'The first dance',
      caption: 'Filmed by Northlight.',
    });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: /Play “The first dance” from YouTube/ }),
    );
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(frame).toHaveAttribute('title', 'The first dance');
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(screen.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('embed: anything outside the allow-list renders nothing', () => {
    for (const url of [
      'https://evil.example.com/embed/dQw4w9WgXcQ',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      const { container, unmount } = renderBlock({ type: 'embed', url });
      expect(container.querySelector('figure, iframe, button, a')).toBeNull();
      unmount();
    }
  });

  it('divider: a separator', () => {
    renderBlock({ type: 'divider' });
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('vendor credits: each vendor links to their page in the directory', () => {
    renderBlock({
      type: 'vendor_credits',
      heading: 'The Vendors',
      credits: [
        { role: 'Venue', name: 'Tenuta Bellandi', url_name: 'tenuta-bellandi' },
        { role: 'Photographer', name: 'Bellandi Fotografia', url_name: 'bellandi-fotografia' },
      ],
    });
    const section = screen.getByRole('region', { name: 'The Vendors' });
    expect(within(section).getByRole('link', { name: 'Tenuta Bellandi' })).toHaveAttribute(
      'href',
      '/index/tenuta-bellandi',
    );
    expect(within(section).getByText('Photographer')).toBeInTheDocument();
  });

  it('renders a whole document in order', () => {
    renderWithProviders(
      <MemoryRouter>
        <Blocks
          title="A Story"
          blocks={parseBlocks([
            { type: 'heading', text: 'First', level: 2 },
            { type: 'paragraph', text: 'Second' },
            { type: 'unknown', text: 'dropped' },
            { type: 'divider' },
          ])}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('dropped')).toBeNull();
  });
});

describe('parseBlocks (hostile documents)', () => {
  it('keeps well-formed blocks and drops the rest', () => {
    expect(
      parseBlocks([
        { type: 'paragraph', text: '  Kept  ' },
        { type: 'paragraph', text: 42 },
        { type: 'heading', text: 'H', level: 1 },
        { type: 'image', url: 'javascript:alert(1)', alt: 'x' },
        { type: 'image', url: '//evil.example/x.png', alt: 'x' },
        { type: 'image', url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' },
        { type: 'video', url: 'demo/v.mp4', poster: 'javascript:alert(1)' },
        { type: 'gallery', images: [{ url: 'vbscript:msgbox', alt: 'x' }] },
        {
          type: 'vendor_credits',
          credits: [{ role: 'Venue', name: 'X', url_name: '../../admin' }],
        },
        null,
        'text',
        { type: '__proto__' },
      ]),
    ).toEqual([
      { type: 'paragraph', text: 'Kept' },
      { type: 'heading', text: 'H', level: 2 },
      { type: 'video', url: 'demo/v.mp4' },
    ]);
  });

  it('is empty for anything but an array', () => {
    expect(parseBlocks({ type: 'paragraph', text: 'x' })).toEqual([]);
    expect(parseBlocks(null)).toEqual([]);
    expect(parseBlocks('[]')).toEqual([]);
  });
});
