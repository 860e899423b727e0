import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload, PRELOAD_BATCH } from './module-preload';

// The module remembers every URL it was asked for, so each test names chunks of its own.
const chunks = (test: string, count: number) =>
  Array.from({ length: count }, (_, i) => `assets/${test}-${i}.js`);
const preloadsIn = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) =>
    new URL(link.href).pathname.slice(1),
  );

describe('__vitePreload (the build preload helper)', () => {
  let inserts: number[];
  let observer: MutationObserver;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    inserts = [];
    observer = new MutationObserver((records) => {
      for (const record of records)
        if (record.addedNodes.length > 0) inserts.push(record.addedNodes.length);
    });
    observer.observe(document.head, { childList: true });
  });

  afterEach(() => {
    observer.disconnect();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    vi.useRealTimers();
  });

  it('inserts no link in the task that imports, then one batch of links per task', async () => {
    const deps = chunks('batches', PRELOAD_BATCH + 5);
    const load = vi.fn(async () => 'module');

    const imported = __vitePreload(load, deps);
    expect(preloadsIn(document.head)).toEqual([]);
    // The module itself is imported at once: only the hints wait.
    await expect(imported).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);

    await vi.advanceTimersToNextTimerAsync();
    expect(preloadsIn(document.head)).toEqual(deps.slice(0, PRELOAD_BATCH));
    await vi.advanceTimersToNextTimerAsync();
    expect(preloadsIn(document.head)).toEqual(deps);
    // One fragment per task: two insertions for 21 links, not 21.
    expect(inserts).toEqual([PRELOAD_BATCH, 5]);
  });

  it('gathers the imports of one task into the same batches', async () => {
    const first = chunks('gather-a', 3);
    const second = chunks('gather-b', 4);
    void __vitePreload(async () => 1, first);
    void __vitePreload(async () => 2, second);
    await vi.runAllTimersAsync();
    expect(inserts).toEqual([7]);
    expect(preloadsIn(document.head)).toEqual([...first, ...second]);
  });

  it('names a chunk once, and not at all when the page already links it', async () => {
    const own = 'assets/once-own.js';
    const fresh = 'assets/once-fresh.js';
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${own}`;
    document.head.append(link);
    observer.takeRecords();

    void __vitePreload(async () => 1, [own, fresh]);
    void __vitePreload(async () => 2, [fresh]);
    await vi.runAllTimersAsync();
    expect(preloadsIn(document.head)).toEqual([own, fresh]);
    expect(inserts).toEqual([1]);
    const added = document.head.querySelector(`link[href$="${fresh}"]`);
    expect(added).toMatchObject({ as: 'script', crossOrigin: '' });
  });

  it('waits for a stylesheet before running the module, and says when one fails', async () => {
    const load = vi.fn(async () => 'styled');
    const imported = __vitePreload(load, ['assets/wait.css']);
    await vi.runAllTimersAsync();
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]');
    expect(sheet?.href).toMatch(/\/assets\/wait\.css$/);
    expect(load).not.toHaveBeenCalled();
    sheet?.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('styled');
    // A second import of the same sheet waits for the same load, and adds no link.
    await expect(__vitePreload(async () => 'again', ['assets/wait.css'])).resolves.toBe('again');
    expect(document.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);

    const heard = vi.fn();
    window.addEventListener('vite:preloadError', heard);
    const broken = __vitePreload(load, ['assets/broken.css']);
    await vi.runAllTimersAsync();
    document.head.querySelector('link[href$="broken.css"]')?.dispatchEvent(new Event('error'));
    await expect(broken).rejects.toThrow(/Unable to preload CSS for .*broken\.css/);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('vite:preloadError', heard);
  });

  it('lets a vite:preloadError listener handle a chunk that failed to load', async () => {
    const handle = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', handle);
    const failed = __vitePreload(() => Promise.reject(new Error('stale deploy')), []);
    await expect(failed).resolves.toBeUndefined();
    window.removeEventListener('vite:preloadError', handle);
    await expect(
      __vitePreload(() => Promise.reject(new Error('stale deploy')), []),
    ).rejects.toThrow('stale deploy');
  });
});
