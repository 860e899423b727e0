import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { parseBlocks } from '../../lib/blocks';
import { Blocks } from './block-renderer';
import { renderBlock } from './testing';

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

  it('quote: the words and who said them', () => {
    renderBlock({ type: 'quote', text: 'We wanted people to feel looked after.', cite: 'Giulia' });
    expect(
      screen.getByText('“We wanted people to feel looked after.”').closest('blockquote'),
    ).not.toBeNull();
    expect(screen.getByText('— Giulia')).toBeInTheDocument();
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
