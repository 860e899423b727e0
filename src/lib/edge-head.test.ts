import { afterEach, describe, expect, it } from 'vitest';
import { dropEdgeHead } from './edge-head';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('dropEdgeHead', () => {
  it('removes the edge’s tags React did not adopt, and keeps the ones it did and its own', () => {
    document.head.innerHTML = [
      '<meta property="og:image:width" content="1600" data-edge>',
      '<script type="application/ld+json" data-edge>{}</script>',
      '<meta name="description" content="adopted" data-edge>',
      '<meta name="description" content="React’s own">',
    ].join('');
    const adopted = document.head.querySelector('meta[content="adopted"]')!;
    Object.assign(adopted, { __reactFiber$test: {} });

    dropEdgeHead();

    expect(document.head.querySelector('[content="1600"]')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
    expect([...document.head.querySelectorAll('meta')].map((node) => node.content)).toEqual([
      'adopted',
      'React’s own',
    ]);
  });
});
