import { createClient } from '@supabase/supabase-js';
import { expect as baseExpect, test, type Page } from './test.ts';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';

// Generous waits: this suite shares two cores with whole stacks, builds and other suites. They
// bound how long a page may take, they assert nothing about speed (the perf harness does that).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The sanitiser is proved on its own, without the Content Security Policy's second line (which
// would block the payloads anyway, and report them): e2e/csp.spec.ts proves the policy.
test.use({ bypassCSP: true });

/**
 * Post HTML and blocks are hostile. These posts are saved the way an editor (or an attacker with
 * an editor's session) could save them — through the service role, past every form — with known
 * XSS vectors in the legacy `content` HTML, in `content_blocks` and in the title and excerpt. In
 * Chromium, none may execute: no dialog opens and the sentinel global stays unset, while the
 * harmless text around the payloads is still shown.
 *
 * Every payload sets `__xss` (on the page or its parent) and most also call alert(), so either
 * witness catches one that runs. The database's own URL checks already refuse `javascript:` and
 * `data:` in media columns, so the payloads sit where they reach the renderer: the body.
 */
const SECRET_KEY = 'sb_secret_jNaBU_diAhQCF_s-WK4bzb_PaOfQFMg';
const service = () =>
  createClient(E2E_SUPABASE_URL, SECRET_KEY, { auth: { persistSession: false } });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HTML_SLUG = `zz-xss-html-${RUN}`;
const BLOCKS_SLUG = `zz-xss-blocks-${RUN}`;
const SAFE_TEXT = 'This harmless sentence must survive sanitizing.';

/** Known vectors for HTML bodies (OWASP cheat sheet, PortSwigger's list, DOMPurify's mXSS tests). */
export const HTML_VECTORS = [
  '<script>window.__xss="script";alert("script")</script>',
  '<img src=x onerror="window.__xss=\'img-onerror\';alert(1)">',
  '<svg onload="window.__xss=\'svg-onload\';alert(1)"></svg>',
  '<svg><script>window.__xss="svg-script"</script></svg>',
  '<a id="js-link" href="javascript:window.__xss=\'js-link\';alert(1)">a javascript: link</a>',
  '<a id="js-entity-link" href="jav&#x09;ascript:window.__xss=\'entity-link\'">an encoded javascript: link</a>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\';parent.alert(1)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=\'iframe-js\'"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta-refresh\'">',
  '<div style="background-image:url(javascript:window.__xss=\'style-url\')">styled</div>',
  '<div style="width:expression(window.__xss=\'expression\')">expression</div>',
  '<style>@import "javascript:window.__xss=\'style-import\'";body{background:url("javascript:alert(1)")}</style>',
  '<object data="data:text/html,<script>parent.__xss=\'object\'</script>"></object>',
  '<embed src="data:text/html,<script>parent.__xss=\'embed\'</script>">',
  '<a href="data:text/html,<script>alert(1)</script>">a data: link</a>',
  '<input autofocus onfocus="window.__xss=\'autofocus\'">',
  '<details open ontoggle="window.__xss=\'ontoggle\'"><summary>s</summary></details>',
  '<body onload="window.__xss=\'body-onload\'">',
  '<video><source onerror="window.__xss=\'source-onerror\'"></video>',
  '<marquee onstart="window.__xss=\'marquee\'">m</marquee>',
  '<form action="javascript:window.__xss=\'form\'"><button id="form-button">go</button></form>',
  '<base href="javascript:window.__xss=\'base\'//">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss-math\'">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'mxss-noscript\'>"></p></noscript>',
  '<template><img src=x onerror="window.__xss=\'template\'"></template>',
  '<img src="x" onerror="window.__xss=\'quoted\'" alt="x"><img src=`x` onerror=window.__xss=\'backtick\'>',
  '{{constructor.constructor("window.__xss=\'template-injection\'")()}}',
  '${window.__xss="template-literal"}',
  '<link rel="stylesheet" href="javascript:window.__xss=\'link\'">',
  '<isindex type=image src=1 onerror="window.__xss=\'isindex\'">',
];

/** The same spirit in the block document: markup in texts, hostile URLs, unknown block types. */
const BLOCK_VECTORS = [
  { type: 'paragraph', text: '<script>window.__xss="paragraph";alert(1)</script>' },
  { type: 'paragraph', text: SAFE_TEXT },
  { type: 'heading', text: '<img src=x onerror="window.__xss=\'heading\'">', level: 2 },
  { type: 'image', url: 'javascript:window.__xss="image-url"', alt: 'x' },
  { type: 'image', url: 'data:image/svg+xml,<svg onload="parent.__xss=1">', alt: 'x' },
  {
    type: 'image',
    url: 'demo/videos/the-toast.webp',
    alt: '"><script>window.__xss="alt"</script>',
    caption: '<svg onload="window.__xss=\'caption\'">',
    credit: '<b onmouseover="window.__xss=1">c</b>',
  },
  {
    type: 'gallery',
    images: [
      { url: 'javascript:window.__xss="gallery"', alt: 'x' },
      { url: '//evil.example/x.png', alt: 'x' },
    ],
  },
  {
    type: 'quote',
    text: '<iframe srcdoc="<script>parent.__xss=\'quote\'</script>">',
    cite: '<svg onload="window.__xss=\'cite\'">',
  },
  { type: 'video', url: 'javascript:window.__xss="video"', poster: 'javascript:alert(1)' },
  { type: 'video', url: 'demo/videos/the-toast.mp4', poster: 'javascript:window.__xss="poster"' },
  { type: 'embed', url: 'javascript:window.__xss="embed-js"' },
  { type: 'embed', url: 'data:text/html,<script>parent.__xss="embed-data"</script>' },
  {
    type: 'embed',
    url: 'https://www.youtube.com/embed/dQw4w9WgXcQ" onload="window.__xss=\'embed-attr\'',
  },
  {
    type: 'embed',
    url: 'https://evil.example/player',
    html: '<script>window.__xss="embed-html"</script>',
    srcdoc: '<script>parent.__xss="embed-srcdoc"</script>',
  },
  {
    type: 'vendor_credits',
    heading: '<img src=x onerror="window.__xss=\'credits-heading\'">',
    credits: [
      { role: 'Venue', name: '<script>alert(1)</script>', url_name: 'javascript:alert(1)' },
      {
        role: '<b>Florist</b>',
        name: 'A <img src=x onerror=alert(1)> florist',
        url_name: 'tenuta-bellandi',
      },
    ],
  },
  { type: 'html', html: '<script>window.__xss="unknown-type"</script>' },
  { type: '__proto__', text: 'x' },
];

test.beforeAll(async () => {
  const html = [`<p>${SAFE_TEXT}</p>`, ...HTML_VECTORS.map((vector) => `<p>${vector}</p>`)].join(
    '\n',
  );
  const { error } = await service()
    .from('blog_posts')
    .insert([
      {
        slug: HTML_SLUG,
        title:
          'An Ordinary Story </script><script>window.__xss="title"</script><img src=x onerror=alert(1)>',
        excerpt: '"><script>window.__xss="excerpt"</script>',
        author: '<img src=x onerror="window.__xss=\'author\'">',
        status: 'published',
        content: html,
        content_blocks: [],
      },
      {
        slug: BLOCKS_SLUG,
        title: 'A Story Told in Blocks',
        excerpt: 'Blocks, some of them hostile.',
        status: 'published',
        content: '<script>window.__xss="ignored-content"</script>',
        content_blocks: BLOCK_VECTORS,
      },
    ]);
  if (error) throw error;
});

test.afterAll(async () => {
  await service().from('blog_posts').delete().in('slug', [HTML_SLUG, BLOCKS_SLUG]);
});

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Nothing leaves the machine, and a payload fetching something would show up here.
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  return { dialogs, external };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Give timers, autofocus, marquee starts and late error events a moment to fire.
  await page.waitForTimeout(1000);
}

const sentinel = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);

test('the vector list is long enough to mean something', () => {
  expect(HTML_VECTORS.length + BLOCK_VECTORS.length).toBeGreaterThanOrEqual(20);
  expect(HTML_VECTORS.length).toBeGreaterThanOrEqual(20);
});

test('the sentinel can catch a payload that runs (the witness works)', async ({ page }) => {
  const { dialogs } = await watch(page);
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = "control"; alert("control")';
    document.body.append(script);
  });
  expect(await sentinel(page)).toBe('control');
  expect(dialogs).toEqual(['control']);
});

test('hostile legacy HTML, title and excerpt execute nothing, and the story still reads', async ({
  page,
}) => {
  const { dialogs, external } = await watch(page);
  await page.goto(`/blog/${HTML_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'An Ordinary Story </script><script>',
  );
  await expect(page.getByText(SAFE_TEXT)).toBeVisible();
  await expect(page.getByText('a javascript: link')).toBeVisible();
  await settle(page);

  // Clicking what is left of the hostile links and the form does nothing either.
  await page.getByText('a javascript: link').click();
  await page.getByText('an encoded javascript: link').click();
  await settle(page);

  expect(await sentinel(page)).toBeNull();
  expect(dialogs).toEqual([]);
  expect(external).toEqual([]);
  const body = page.getByRole('article', { name: /^An Ordinary Story/ });
  // The story's own Save toggle (#31) draws its heart in an svg: every other svg is the story's.
  // The newsletter's sign-up at the story's end (#44) is the site's own form, not the story's.
  const hostile = () =>
    body.evaluate(
      (article, selector) =>
        [...article.querySelectorAll(selector)].filter(
          (element) => !/the newsletter/i.test(element.closest('section')?.textContent ?? ''),
        ).length,
      'script, iframe, object, embed, svg:not([aria-pressed] > svg), math, style, form, input, meta, base, link, template, noscript',
    );
  await expect.poll(hostile).toBe(0);
  await expect(
    body.locator('[onerror], [onload], [onfocus], [ontoggle], [onstart], [style], [srcdoc]'),
  ).toHaveCount(0);
  for (const href of await body
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/);
  }
  // The title reached the document title and the JSON-LD as text only.
  await expect(page).toHaveTitle(/^An Ordinary Story <\/script><script>/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.length).toBeGreaterThan(0);
  for (const text of jsonLd) expect(text).not.toContain('</script>');
  // And as the site function sends it, before any script runs (what a crawler reads).
  const html = await (
    await page.request.get(`/blog/${HTML_SLUG}`, { headers: { Accept: 'text/html' } })
  ).text();
  const sent = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(sent.length).toBeGreaterThan(0);
  for (const [, text] of sent) {
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text!)).toBeTruthy(); // Cut short by a closing tag, it would not parse.
  }
});

test('hostile blocks execute nothing, and the harmless blocks remain', async ({ page }) => {
  const { dialogs, external } = await watch(page);
  await page.goto(`/blog/${BLOCKS_SLUG}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'A Story Told in Blocks' }),
  ).toBeVisible();
  await expect(page.getByText(SAFE_TEXT)).toBeVisible();
  await expect(page.getByText('<script>window.__xss="paragraph";alert(1)</script>')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '<img src=x onerror="window.__xss=\'heading\'">' }),
  ).toBeVisible();
  await page.getByRole('main').locator('video').scrollIntoViewIfNeeded();
  await settle(page);

  expect(await sentinel(page)).toBeNull();
  expect(dialogs).toEqual([]);
  expect(external).toEqual([]);
  const article = page.getByRole('article', { name: 'A Story Told in Blocks' });
  await expect(article.locator('script, iframe, object, embed')).toHaveCount(0);
  // Only the safe media survived, on the storage host.
  for (const src of await article
    .locator('img, video')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''))) {
    expect(src).toMatch(
      /^(http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/public\/media\/|\/images\/)/,
    );
  }
  expect(await article.locator('video').getAttribute('poster')).toBeNull();
  // Credits: only the one with a valid vendor address links, and only into the directory.
  const credits = page.getByRole('region', {
    name: '<img src=x onerror="window.__xss=\'credits-heading\'">',
  });
  await expect(credits.getByRole('link')).toHaveCount(1);
  await expect(credits.getByRole('link')).toHaveAttribute('href', '/index/tenuta-bellandi');
});

test('a hostile search query is shown as text', async ({ page }) => {
  const { dialogs } = await watch(page);
  const query = '<img src=x onerror="window.__xss=\'search\';alert(1)">';
  await page.goto(`/blog?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(`“${query}”`).first()).toBeVisible();
  await settle(page);
  expect(await sentinel(page)).toBeNull();
  expect(dialogs).toEqual([]);
});
