import { minifySync } from 'rolldown/experimental';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import {
  FIRST_SCREEN_CONFIG_ID,
  FIRST_SCREEN_DRAWN_ID,
} from '../../src/first-screen/config-block.ts';
import type { AppRoutes, FirstScreen, FirstScreenConfig } from '../../src/first-screen/types.ts';
import { markdownPages } from './markdown-pages.ts';

const RENDERER = '/src/first-screen/render.tsx';
/** The app's route table: every page that needs no data is painted from it (static-pages.tsx). */
const ROUTER = '/src/app/router.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * No frame before the runtime has drawn the page. The runtime, a parser-blocking script, waits
 * for the stylesheet; once the sheet has loaded, rendering may start before the parser comes back
 * to run the script, and Chromium painted the site's header alone with the page drawn a frame
 * later: the page's lede became a late largest paint (Lighthouse's LCP for /contact 1.36 s →
 * 1.91 s in two runs of three). The element it waits for is after the runtime, so it is parsed
 * only once the runtime has run. Browsers without `rel=expect` ignore it and paint as before.
 */
const RENDER_UNTIL_DRAWN = `<link rel="expect" href="#${FIRST_SCREEN_DRAWN_ID}" blocking="render" />`;

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
        if (!html.includes('</head>')) throw new Error('index.html has no </head>');
        return html
          .replace('</head>', `  ${RENDER_UNTIL_DRAWN}\n  </head>`)
          .replace(
            ROOT_ELEMENT,
            `<div id="root">${rendered.screen.frame}</div>\n    ${configBlock(rendered)}\n    <script>${pageScript(rendered)}</script><template id="${FIRST_SCREEN_DRAWN_ID}"></template>`,
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
    // The app's information pages are Markdown rendered by the build.
    plugins: [markdownPages()],
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
 * The runtime's data: its settings, the fixed heads, the data-led routes' requests and templates,
 * the static pages. A JSON data block, which runs nothing (the site function trims it to the page
 * it serves: src/first-screen/config-block.ts), with `<` escaped.
 */
function configBlock({ screen }: Rendered): string {
  const config: FirstScreenConfig = {
    ...screen.settings,
    pages: Object.fromEntries(
      screen.pages.map(({ path, unlessParams, html }) => [path, { unless: unlessParams, html }]),
    ),
    routes: screen.routes,
    ...screen.statics,
  };
  const data = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_CONFIG_ID}">${data}</script>`;
}

/**
 * Runs as the parser reaches it, before the first paint: src/first-screen/runtime.ts, minified
 * (the page's bytes come before its first paint; it is written readable), reading its data from
 * the block before it. A classic inline script (it must run before the first paint, so no
 * module) whose text depends only on the runtime's code, so its CSP hash holds for every page.
 */
function pageScript({ runtime }: Rendered): string {
  const code = minifySync(
    'first-screen-runtime.js',
    `(${runtime.toString()})(JSON.parse(document.getElementById(${JSON.stringify(FIRST_SCREEN_CONFIG_ID)}).textContent));`,
    { compress: true, mangle: true },
  );
  if (code.errors.length > 0) throw new Error(code.errors.map((error) => error.message).join('\n'));
  return code.code.trim();
}
