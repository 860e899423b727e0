import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useInternalLinks } from './use-internal-links';

const HTML = [
  '<a href="/blog/first-look">internal</a>',
  '<a href="https://example.com/elsewhere">external</a>',
  '<a href="//example.com/protocol-relative">protocol-relative</a>',
  '<a href="/privacy-policy" target="_blank">new tab</a>',
  '<a href="/media/guide.pdf" download>download</a>',
  '<a href="#section">fragment</a>',
].join(' ');

function Body() {
  const onClick = useInternalLinks();
  const location = useLocation();
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: HTML }} />
    </>
  );
}

function renderBody() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route path="*" element={<Body />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Clicks a link; true when the browser would have followed it itself (not prevented). */
function click(name: string, init: MouseEventInit = {}) {
  return fireEvent.click(screen.getByRole('link', { name }), init);
}

describe('useInternalLinks', () => {
  it('sends a plain click on a link to one of our pages through the router', () => {
    renderBody();
    expect(click('internal')).toBe(false);
    expect(screen.getByTestId('path')).toHaveTextContent('/blog/first-look');
  });

  it.each([
    ['external', {}],
    ['protocol-relative', {}],
    ['new tab', {}],
    ['download', {}],
    ['fragment', {}],
    ['internal', { ctrlKey: true }],
    ['internal', { metaKey: true }],
    ['internal', { shiftKey: true }],
    ['internal', { altKey: true }],
    ['internal', { button: 1 }],
  ])('leaves the %s link (%o) to the browser', (name, init) => {
    renderBody();
    expect(click(name, init)).toBe(true);
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
  });
});
