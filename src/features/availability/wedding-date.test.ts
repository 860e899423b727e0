import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatWeddingDate, isIsoDay, useWeddingDate } from './wedding-date';

afterEach(() => localStorage.clear());

describe('wedding date', () => {
  it('formats as "18 Sep 2027"', () => {
    expect(formatWeddingDate('2027-09-18')).toBe('18 Sep 2027');
    expect(formatWeddingDate('2027-01-01')).toBe('1 Jan 2027');
  });

  it('accepts only real ISO days', () => {
    expect(isIsoDay('2027-02-28')).toBe(true);
    expect(isIsoDay('2027-02-30')).toBe(false);
    expect(isIsoDay('18/09/2027')).toBe(false);
  });

  it('keeps the date in localStorage and updates same-tab readers', () => {
    const a = renderHook(() => useWeddingDate());
    const b = renderHook(() => useWeddingDate());
    expect(a.result.current[0]).toBeNull();
    act(() => a.result.current[1]('2027-09-18'));
    expect(localStorage.getItem('perfete:wedding-date')).toBe('2027-09-18');
    expect(b.result.current[0]).toBe('2027-09-18');
    act(() => a.result.current[1](null));
    expect(b.result.current[0]).toBeNull();
  });

  it('follows other tabs through the storage event', () => {
    const a = renderHook(() => useWeddingDate());
    act(() => {
      localStorage.setItem('perfete:wedding-date', '2028-05-06');
      window.dispatchEvent(new StorageEvent('storage', { key: 'perfete:wedding-date' }));
    });
    expect(a.result.current[0]).toBe('2028-05-06');
  });
});
