import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock, STORAGE } from './testing';

describe('media block renderers', () => {
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
});
