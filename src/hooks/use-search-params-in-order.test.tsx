import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { RouterProvider, createMemoryRouter, type SetURLSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamsInOrder } from './use-search-params-in-order';

/** The setter of the page as last drawn (what its event handlers would call). */
const page: { set: SetURLSearchParams } = { set: () => {} };

function Page() {
  const [params, setParams] = useSearchParamsInOrder();
  useEffect(() => {
    page.set = setParams;
  });
  return <p data-testid="search">{params.toString()}</p>;
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => screen.getByTestId('search').textContent;

/** Two changes asked for before the page redraws, as a busy phone does (the same render's setter). */
async function twoChangesAtOnce(first: (p: URLSearchParams) => void, second: typeof first) {
  const set = page.set;
  await act(async () => {
    set((current) => (first(current), current));
    set((current) => (second(current), current));
  });
}

describe('useSearchParamsInOrder', () => {
  it('builds a second change on the first, though the page has not yet shown it', async () => {
    renderAt('/index?category=lighting');
    await twoChangesAtOnce(
      (p) => p.delete('category'),
      (p) => p.set('q', 'Bellandi'),
    );
    expect(shown()).toBe('q=Bellandi');
  });

  it('builds on the address shown once its changes are drawn', async () => {
    renderAt('/index?category=lighting');
    await act(async () => page.set((p) => (p.set('q', 'Bellandi'), p)));
    expect(shown()).toBe('category=lighting&q=Bellandi');
    await act(async () => page.set((p) => (p.delete('category'), p)));
    expect(shown()).toBe('q=Bellandi');
  });

  it('forgets changes it asked for once the reader goes elsewhere', async () => {
    const router = renderAt('/index?category=lighting');
    await act(async () => page.set((p) => (p.set('q', 'Bellandi'), p)));
    await act(async () => router.navigate('/index?location=paris'));
    expect(shown()).toBe('location=paris');
    await act(async () => page.set((p) => (p.set('page', '2'), p)));
    expect(shown()).toBe('location=paris&page=2');
  });

  it('after Back to where it began, builds on that address', async () => {
    const router = renderAt('/index?category=lighting');
    await twoChangesAtOnce(
      (p) => p.delete('category'),
      (p) => p.set('q', 'Bellandi'),
    );
    await act(async () => router.navigate(-2));
    expect(shown()).toBe('category=lighting');
    await act(async () => page.set((p) => (p.set('page', '2'), p)));
    expect(shown()).toBe('category=lighting&page=2');
  });

  it('takes a plain value as useSearchParams does', async () => {
    renderAt('/index?category=lighting');
    await act(async () => page.set({ q: 'Tenuta' }));
    expect(shown()).toBe('q=Tenuta');
  });
});
