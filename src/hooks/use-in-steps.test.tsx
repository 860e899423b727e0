import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstScreen, useInSteps } from './use-in-steps';

describe('useInSteps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first parts at once, then a step more in each later task, up to the total', async () => {
    const { result } = renderHook(() => useInSteps(7, 2, 3));
    expect(result.current).toBe(2);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(5);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(7);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(7);
  });

  it('never counts past a total that shrinks, and goes on when it grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useInSteps(total, 4, 4), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    rerender({ total: 10 });
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(7);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(10);
    rerender({ total: 2 });
    expect(result.current).toBe(2);
  });
});

describe('useAfterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const at =
    (url: string) =>
    ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );

  it('draws nothing below the first screen with the page, then one part a task', async () => {
    const { result } = renderHook(() => useAfterFirstScreen(3), {
      wrapper: at('/index/casa-aurora'),
    });
    expect(result.current).toBe(0);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(3);
  });

  it('draws everything at once for a visitor who arrives at an anchor', () => {
    const { result } = renderHook(() => useAfterFirstScreen(3), {
      wrapper: at('/index/casa-aurora#inquire'),
    });
    expect(result.current).toBe(3);
  });
});
