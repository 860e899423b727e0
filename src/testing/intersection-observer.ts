import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A controllable IntersectionObserver: a test says how much of the observed elements is visible. */
export class FakeIntersectionObserver implements IntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [];
  readonly targets: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Puts the fake in place of the browser's (call in beforeEach; `vi.unstubAllGlobals` after). */
export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Every observer with targets reports them `ratio` visible. */
export function setVisibleRatio(ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.targets.length === 0) continue;
      const entries = observer.targets.map(
        (target) =>
          ({
            target,
            intersectionRatio: ratio,
            isIntersecting: ratio > 0,
          }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer);
    }
  });
}
