import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Page = () => <h1>The page</h1>;

describe('lazyPage', () => {
  it('renders a preloaded page at once, without its Suspense fallback', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const LazyPage = lazyPage(load);
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render when not preloaded, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const LazyPage = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Page });
    const LazyPage = lazyPage(load);
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await LazyPage.preload();
    render(<LazyPage />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
