import { minifySync } from 'rolldown/experimental';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import type { AppRoutes, FirstScreen, FirstScreenConfig } from '../../src/first-screen/types.ts';

const RENDERER = '/src/first-screen/render.tsx';
/** The app's route table: every page that needs no data is painted from it (static-pages.tsx). */
const ROUTER = '/src/app/router.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/** A free variable the minifier keeps by name, replaced by the script's data afterwards. */
const DATA_PLACEHOLDER = '__PERFETE_FIRST_SCREEN_DATA__';

/**
 * The first screen in index.html (site frame, and the head of pages whose head is fixed words),
 * rendered from the app's components when index.html is built or served, so that the browser
 * paints a page before the scripts have arrived and run. React's first render then draws the same
 * markup again (see docs/decisions.md, "The first screen before the scripts").
 */
export function firstScreen(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'perfete:first-screen',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(ROOT_ELEMENT))
          throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
        const rendered = context.server
          ? await renderWith(context.server)
          : await renderInTemporaryServer(config);
        return html.replace(
          ROOT_ELEMENT,
          `<div id="root">${rendered.screen.frame}</div>\n    <script>${pageScript(rendered)}</script>`,
        );
      },
    },
  };
}

interface Rendered {
  screen: FirstScreen;
  runtime: (config: FirstScreenConfig) => void;
}

async function renderWith(server: ViteDevServer): Promise<Rendered> {
  const module = (await server.ssrLoadModule(RENDERER)) as {
    renderFirstScreen: (app: AppRoutes) => Promise<FirstScreen>;
    firstScreenRuntime: (config: FirstScreenConfig) => void;
  };
  const router = (await server.ssrLoadModule(ROUTER)) as Omit<AppRoutes, 'withWindow'>;
  const app: AppRoutes = { ...router, withWindow };
  return { screen: await module.renderFirstScreen(app), runtime: module.firstScreenRuntime };
}

/**
 * Runs `run` with a jsdom window as the global `window` (only there: the rest of the first screen
 * renders as on a server), for page data made in a DOM (DOMPurify binds to the window it is
 * loaded with, and keeps it).
 */
async function withWindow(run: () => Promise<void>): Promise<void> {
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: unknown } };
  const scope = globalThis as { window?: unknown };
  const before = scope.window;
  scope.window = new JSDOM('<!doctype html>').window;
  try {
    await run();
  } finally {
    if (before === undefined) delete scope.window;
    else scope.window = before;
  }
}

/** A build has no dev server: start a bare one (same root, mode and aliases) to load the renderer. */
async function renderInTemporaryServer(config: ResolvedConfig): Promise<Rendered> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envPrefix: config.envPrefix,
    resolve: { alias: config.resolve.alias },
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await renderWith(server);
  } finally {
    await server.close();
  }
}

/**
 * Runs as the parser reaches it, before the first paint: src/first-screen/runtime.ts with
 * its settings, the fixed heads and the data-led routes' requests and templates. A classic inline
 * script (it must run before the first paint, so no module), its data as JSON with `<` escaped.
 */
function pageScript({ screen, runtime }: Rendered): string {
  const config: FirstScreenConfig = {
    ...screen.settings,
    pages: Object.fromEntries(
      screen.pages.map(({ path, unlessParams, html }) => [path, { unless: unlessParams, html }]),
    ),
    routes: screen.routes,
    ...screen.statics,
  };
  const data = JSON.stringify(config).replace(/</g, '\\u003c');
  // The runtime minified (the page's bytes come before its first paint; it is written readable),
  // then its data, kept out of the minifier, which would turn `\u003c` back into `<`.
  const code = minifySync(
    'first-screen-runtime.js',
    `(${runtime.toString()})(${DATA_PLACEHOLDER});`,
    { compress: true, mangle: true },
  );
  if (code.errors.length > 0) throw new Error(code.errors.map((error) => error.message).join('\n'));
  const parts = code.code.trim().split(DATA_PLACEHOLDER);
  if (parts.length !== 2) throw new Error('The minified first-screen script lost its data slot');
  return parts.join(data);
}
