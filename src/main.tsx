import '@/styles/index.css';
import { renderStartupError } from '@/app/startup-error';
import { APP_WAITS_FOR_FIRST_SCREEN_MS, BOOT_AFTER_PAINT_FALLBACK_MS } from '@/config/site';
import type {} from '@/lib/early-response';

/**
 * The entry: only the styles and this. index.html already holds the first screen (the frame and,
 * on fixed-head pages, the page's head); the app is imported once that has been painted, so the
 * browser shows it before spending a few hundred milliseconds on a phone evaluating React and the
 * app. The app's chunks are modulepreloaded by index.html, so nothing waits on the network here.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      resolve();
    };
    // Once the first screen is on the screen, not only drawn: the browser reports its first
    // contentful paint when the frame is presented, which headless Chromium does tens of
    // milliseconds after the frame's animation callbacks, and a request started in between
    // counts in Lighthouse's replay as one the first paint waited for (#30, /contact 1.9 s).
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        go();
      }).observe({ type: 'paint', buffered: true });
    } else {
      // A timeout queued from an animation frame runs after that frame has been painted.
      requestAnimationFrame(() => setTimeout(go, 0));
    }
    // Hidden tabs paint no frames: do not wait for one there.
    setTimeout(go, BOOT_AFTER_PAINT_FALLBACK_MS);
  });
}

/** Lets the browser run anything waiting (input, a frame) before the next step of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Where index.html's script is painting a page's lead story (src/first-screen), the app's
 * scripts wait for its image, a short while at most: on a slow line the picture the visitor is
 * looking at gets the bandwidth first, and the app, which only makes the same screen interactive
 * (its links work already), follows.
 */
function afterFirstScreen(): Promise<unknown> {
  const firstScreen = window.__perfeteFirstScreen;
  if (!firstScreen) return Promise.resolve();
  return Promise.race([
    firstScreen,
    new Promise((resolve) => setTimeout(resolve, APP_WAITS_FOR_FIRST_SCREEN_MS)),
  ]);
}

await afterFirstPaint();
await afterFirstScreen();
try {
  // Evaluating React and then the app are two tasks of a few tens of milliseconds each on a phone,
  // rather than one long one during which a tap would wait.
  await import('react-dom/client');
  await nextTask();
  await import('./boot');
} catch (error) {
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    renderStartupError(
      root,
      'The site could not load',
      'Part of the site did not download. Check your connection and reload the page.',
    );
  }
}
