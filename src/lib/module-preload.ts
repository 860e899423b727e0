/**
 * The build's preload helper: every lazy `import()` in a built chunk calls `__vitePreload(load,
 * deps)`, naming the chunks the imported one needs so that the browser fetches them in parallel
 * with it (scripts/lib/module-preload-plugin.ts puts this module in place of Vite's).
 *
 * Vite's helper adds one `<link rel=modulepreload>` to the head per chunk, each in its own
 * `appendChild`, in the task that called `import()`. A vendor page's boot names about forty
 * chunks, and Chromium starts each link's fetch as it is inserted: 20–30 ms of the boot's task on
 * this machine, four times that on Lighthouse's phone, most of the page's blocking time. Here the
 * links are gathered and inserted a batch at a time, one fragment per task, so no task carries
 * more than a few milliseconds of them; the first batch goes in the next task, a few milliseconds
 * after the import asked, long before the chunk it came from has arrived to need them.
 */

/** Links inserted per task: a fragment of 16 costs about 3–5 ms here, at full speed. */
export const PRELOAD_BATCH = 16;

/** Every link asked for, by URL; a stylesheet's entry is its load. */
const requested = new Map<string, Promise<unknown> | undefined>();
const queue: HTMLLinkElement[] = [];

function flush(): void {
  const fragment = document.createDocumentFragment();
  fragment.append(...queue.splice(0, PRELOAD_BATCH));
  document.head.append(fragment);
  if (queue.length > 0) setTimeout(flush);
}

function linkFor(href: string, css: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  if (!css) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  return link;
}

function settled(link: HTMLLinkElement): Promise<unknown> {
  return new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () =>
      reject(new Error(`Unable to preload CSS for ${link.href}`)),
    );
  });
}

/** Tells the page a chunk failed (Vite's `vite:preloadError`); throws unless a listener handled it. */
function failed(error: unknown): undefined {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
    payload: unknown;
  };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined;
}

/**
 * Vite's contract: `deps` are paths from the site's root (`assets/x.js`); CSS is waited for, since
 * the module may draw as soon as it runs; scripts are only hinted.
 */
export function __vitePreload<T>(load: () => Promise<T>, deps?: string[]): Promise<T | undefined> {
  const styles: (Promise<unknown> | undefined)[] = [];
  if (deps && deps.length > 0) {
    // The page's own links (index.html's modulepreloads and stylesheet), read when first needed.
    let present: Set<string> | undefined;
    const wasEmpty = queue.length === 0;
    for (const dep of deps) {
      const href = new URL(`/${dep}`, document.baseURI).href;
      if (requested.has(href)) {
        styles.push(requested.get(href));
        continue;
      }
      present ??= new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
      if (present.has(href)) continue;
      const css = href.endsWith('.css');
      const link = linkFor(href, css);
      const loaded = css ? settled(link) : undefined;
      requested.set(href, loaded);
      styles.push(loaded);
      queue.push(link);
    }
    if (wasEmpty && queue.length > 0) setTimeout(flush);
  }
  return Promise.all(styles)
    .then(() => load())
    .catch(failed);
}
