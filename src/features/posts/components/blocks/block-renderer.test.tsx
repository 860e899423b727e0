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

  it('paragraph with marks: strong, em and links, each link by its kind', () => {
    const { container } = renderBlock({
      type: 'paragraph',
      text: 'Bold, italic, both, Ravello, the venue and write.',
      spans: [
        { text: 'Bold', bold: true },
        { text: ', ' },
        { text: 'italic', italic: true },
        { text: ', ' },
        { text: 'both', bold: true, italic: true },
        { text: ', ' },
        { text: 'Ravello', href: 'https://example.com/ravello' },
        { text: ', ' },
        { text: 'the venue', href: '/index/tenuta-bellandi', bold: true },
        { text: ' and ' },
        { text: 'write', href: 'mailto:desk@perfete.local' },
        { text: '.' },
      ],
    });
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(
      'Bold, italic, both, Ravello (opens in a new tab), the venue and write.',
    );
    expect(within(paragraph).getByText('Bold').tagName).toBe('STRONG');
    expect(within(paragraph).getByText('italic').tagName).toBe('EM');
    expect(within(paragraph).getByText('both').closest('strong')).not.toBeNull();
    expect(within(paragraph).getByText('both').tagName).toBe('EM');
    const external = screen.getByRole('link', { name: /Ravello\s*\(opens in a new tab\)/ });
    expect(external).toHaveAttribute('href', 'https://example.com/ravello');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    const site = screen.getByRole('link', { name: 'the venue' });
    expect(site).toHaveAttribute('href', '/index/tenuta-bellandi');
    expect(site).not.toHaveAttribute('target');
    expect(site.querySelector('strong')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute(
      'href',
      'mailto:desk@perfete.local',
    );
  });

  it('paragraph: a span with an unsafe href is plain text, even when it skipped parseBlocks', () => {
    const { container } = renderBlock({
      type: 'paragraph',
      text: 'Click me or me or me',
      spans: [
        { text: 'Click me', href: 'javascript:alert(1)' },
        { text: ' or ' },
        { text: 'me', href: 'data:text/html,<script>alert(1)</script>', bold: true },
        { text: ' or ' },
        { text: 'me', href: '//evil.example/x' },
      ],
    });
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('Click me or me or me');
    expect(container.querySelector('strong')).toHaveTextContent('me');
  });

  it('quote: marks inside the words', () => {
    renderBlock({
      type: 'quote',
      text: 'We wanted people to feel looked after.',
      spans: [
        { text: 'We wanted people to ' },
        { text: 'feel', italic: true },
        { text: ' looked after.' },
      ],
      cite: 'Giulia',
    });
    const quote = screen.getByText('feel');
    expect(quote.tagName).toBe('EM');
    expect(quote.closest('blockquote')).toHaveTextContent(
      '“We wanted people to feel looked after.”',
    );
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

  it('image: the focal point positions the crop', () => {
    renderBlock({
      type: 'image',
      url: 'demo/editorial/table-1200.webp',
      alt: 'A long table',
      focal: { x: 20, y: 75 },
    });
    expect(screen.getByRole('img', { name: 'A long table' })).toHaveStyle({
      objectPosition: '20% 75%',
    });
  });

  it('gallery: focal points and the vendors in each picture, linked to their pages', () => {
    renderBlock({
      type: 'gallery',
      images: [
        {
          url: 'demo/a-1200.webp',
          alt: 'The dress',
          caption: 'Before the ceremony',
          focal: { x: 40, y: 10 },
          credits: [
            { role: 'Dress', name: 'Atelier Nove', url_name: 'atelier-nove' },
            { role: 'Flowers', name: 'Fiori di Campo', url_name: 'fiori-di-campo' },
          ],
        },
        { url: 'demo/b-1200.webp', alt: 'Cosmos' },
      ],
    });
    expect(screen.getByRole('img', { name: 'The dress' })).toHaveStyle({
      objectPosition: '40% 10%',
    });
    const figure = screen.getByRole('img', { name: 'The dress' }).closest('figure')!;
    const vendors = within(figure).getByRole('list', { name: 'Vendors in this picture' });
    expect(within(vendors).getByRole('link', { name: 'Atelier Nove' })).toHaveAttribute(
      'href',
      '/index/atelier-nove',
    );
    expect(within(vendors).getByText(/Flowers:/)).toBeInTheDocument();
    expect(within(vendors).getByRole('link', { name: 'Fiori di Campo' })).toHaveAttribute(
      'href',
      '/index/fiori-di-campo',
    );
    const other = screen.getByRole('img', { name: 'Cosmos' }).closest('figure')!;
    expect(other.querySelector('figcaption')).toBeNull();
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

  it('keeps bold, italic and safe links in spans, nothing else; the text follows the spans', () => {
    expect(
      parseBlocks([
        {
          type: 'paragraph',
          text: 'stale text',
          spans: [
            { text: '  Read ', bold: false },
            { text: 'this', bold: true, italic: 'yes', underline: true, style: 'color:red' },
            { text: ' and ', href: 'javascript:alert(1)' },
            { text: 'that', href: 'https://example.com/a', onclick: 'alert(1)' },
            { text: ', ', href: 'data:text/html,x' },
            { text: 'mail', href: 'mailto:desk@perfete.local' },
            { text: ' ', href: '//evil.example' },
            { text: 'home', href: '/blog?q=veil#top' },
            { text: '', bold: true },
            { text: 42 },
            { text: ' end ' },
            { text: '  ', href: 'vbscript:x' },
          ],
        },
      ]),
    ).toEqual([
      {
        type: 'paragraph',
        text: 'Read this and that, mail home end',
        spans: [
          { text: 'Read ' },
          { text: 'this', bold: true },
          { text: ' and ' },
          { text: 'that', href: 'https://example.com/a' },
          { text: ', ' },
          { text: 'mail', href: 'mailto:desk@perfete.local' },
          { text: ' ' },
          { text: 'home', href: '/blog?q=veil#top' },
          { text: ' end' },
        ],
      },
    ]);
  });

  it('drops spans that carry no mark, and blocks whose spans hold only spaces', () => {
    expect(
      parseBlocks([
        { type: 'paragraph', text: 'ignored', spans: [{ text: 'Plain ' }, { text: 'words' }] },
        { type: 'paragraph', text: 'x', spans: [{ text: '   ', bold: true }] },
        { type: 'paragraph', text: 'Old document, no spans' },
        { type: 'paragraph', text: 'Spans not a list', spans: 'x' },
        {
          type: 'quote',
          text: 'x',
          cite: 'Giulia',
          spans: [{ text: 'Yes', italic: true }, { text: '.' }],
        },
      ]),
    ).toEqual([
      { type: 'paragraph', text: 'Plain words' },
      { type: 'paragraph', text: 'Old document, no spans' },
      { type: 'paragraph', text: 'Spans not a list' },
      {
        type: 'quote',
        text: 'Yes.',
        cite: 'Giulia',
        spans: [{ text: 'Yes', italic: true }, { text: '.' }],
      },
    ]);
  });

  it('keeps focal points from 0 to 100 and image credits that name a listing', () => {
    expect(
      parseBlocks([
        { type: 'image', url: 'a.webp', alt: 'A', focal: { x: 12.4, y: 100 } },
        { type: 'image', url: 'b.webp', alt: 'B', focal: { x: -1, y: 50 } },
        { type: 'image', url: 'c.webp', alt: 'C', focal: { x: '50', y: 50 } },
        {
          type: 'gallery',
          images: [
            {
              url: 'd.webp',
              alt: 'D',
              focal: { x: 0, y: 0 },
              credits: [
                { role: 'Dress', name: 'Atelier Nove', url_name: 'atelier-nove' },
                { role: 'Shoes', name: 'Bad', url_name: 'javascript:alert(1)' },
                { role: '', name: 'No role', url_name: 'no-role' },
              ],
            },
            { url: 'e.webp', alt: 'E', focal: null, credits: 'x' },
          ],
        },
      ]),
    ).toEqual([
      { type: 'image', url: 'a.webp', alt: 'A', focal: { x: 12, y: 100 } },
      { type: 'image', url: 'b.webp', alt: 'B' },
      { type: 'image', url: 'c.webp', alt: 'C' },
      {
        type: 'gallery',
        images: [
          {
            url: 'd.webp',
            alt: 'D',
            focal: { x: 0, y: 0 },
            credits: [{ role: 'Dress', name: 'Atelier Nove', url_name: 'atelier-nove' }],
          },
          { url: 'e.webp', alt: 'E' },
        ],
      },
    ]);
  });

  it('is empty for anything but an array', () => {
    expect(parseBlocks({ type: 'paragraph', text: 'x' })).toEqual([]);
    expect(parseBlocks(null)).toEqual([]);
    expect(parseBlocks('[]')).toEqual([]);
  });
});
