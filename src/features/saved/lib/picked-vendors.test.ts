import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePickedVendors } from './picked-vendors';

describe('the vendors ticked on Saved', () => {
  beforeEach(() => sessionStorage.clear());

  it('are kept for the visit: a page that mounts again finds them ticked', () => {
    const first = renderHook(() => usePickedVendors());
    act(() => first.result.current[1]((ids) => [...ids, 'a', 'b']));
    first.unmount();
    const again = renderHook(() => usePickedVendors());
    expect(again.result.current[0]).toEqual(['a', 'b']);
    act(() => again.result.current[1](() => []));
    expect(sessionStorage.getItem('perfete:saved-picked')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('perfete:saved-picked', '{not json');
    expect(renderHook(() => usePickedVendors()).result.current[0]).toEqual([]);
    sessionStorage.setItem('perfete:saved-picked', '[1,"x"]');
    expect(renderHook(() => usePickedVendors()).result.current[0]).toEqual(['x']);
  });
});
