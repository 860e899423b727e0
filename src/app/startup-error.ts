import { SITE_NAME } from '@/config/site';

/**
 * Plain-DOM message for failures before React mounts (a missing or malformed environment),
 * so a misconfigured build shows what is wrong instead of a blank page. textContent only: no HTML.
 */
export function renderStartupError(root: HTMLElement, heading: string, detail: string): void {
  const main = document.createElement('main');
  main.className = 'mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-16';

  const brand = document.createElement('p');
  brand.className = 'font-display text-2xl text-ink';
  brand.textContent = SITE_NAME;

  const title = document.createElement('h1');
  title.className = 'text-3xl text-ink';
  title.textContent = heading;

  const message = document.createElement('pre');
  message.className = 'whitespace-pre-wrap rounded bg-ivory-200 p-4 text-sm text-ink-700';
  message.textContent = detail;

  main.append(brand, title, message);
  root.replaceChildren(main);
}
