import { AxeBuilder } from './axe.ts';
import { createClient } from '@supabase/supabase-js';
import { expect as baseExpect, test, type Page } from './test.ts';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';

// Generous waits: this suite shares two cores with whole stacks, builds and other suites. They
// bound how long a page may take, they assert nothing about speed (the perf harness does that).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The magazine on the seeded site: /blog (filter, search), every section page, posts (every block
 * type, vendor credits, not-found), /nybfw, the contact and submission forms, and axe.
 */
const SECRET_KEY = 'sb_secret_jNaBU_diAhQCF_s-WK4bzb_PaOfQFMg';
const service = () =>
  createClient(E2E_SUPABASE_URL, SECRET_KEY, { auth: { persistSession: false } });

const REAL_WEDDINGS_ID = '10000000-0000-4000-8000-000000000001';
const WEDDING_SLUG = 'olive-grove-long-table-wedding-lucca';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A card's story link, not its byline (the writer's name links to /writers/…, #41). */
const STORY_LINK = 'a:not([href^="/writers/"])';

const storyLinks = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Stories' }).locator(STORY_LINK);

test.describe('/blog', () => {
  test('lists published posts newest first with a total, filters by category as a removable chip', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'All Stories' })).toBeVisible();
    await expect(page.getByText(/^\d+ stories · page 1 of \d+$/)).toBeVisible();
    await expect(storyLinks(page)).toHaveCount(12);

    await page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link', { name: 'Real Weddings' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${REAL_WEDDINGS_ID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Real Weddings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Remove filter Real Weddings' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Stories' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Every card of the filtered list belongs to the category (or one of its subcategories).
    const labels = await page
      .getByRole('list', { name: 'Stories' })
      .locator('article p:first-of-type')
      .allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels)
      expect(['REAL WEDDINGS', 'CITY WEDDINGS', 'INTIMATE WEDDINGS', 'ELOPEMENTS']).toContain(
        label.toUpperCase(),
      );

    await page.getByRole('link', { name: 'Remove filter Real Weddings' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Stories' })).toBeVisible();
  });

  test('offers no chip for a category without a published story; one clear button in the box', async ({
    page,
  }) => {
    const name = `Empty ${Date.now()}-${test.info().project.name}`;
    const created = await service()
      .from('blog_categories')
      .insert({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') })
      .select('id')
      .single();
    if (created.error) throw created.error;
    try {
      await page.goto('/blog');
      const chips = page.getByRole('navigation', { name: 'Browse by category' });
      await expect(chips.getByRole('link', { name: 'Real Weddings' })).toBeVisible();
      await expect(chips.getByRole('link', { name })).toHaveCount(0);
      // Chosen from a link all the same, it is still named.
      await page.goto(`/blog?category=${created.data.id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(chips.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    } finally {
      await service().from('blog_categories').delete().eq('id', created.data.id);
    }

    // The box shows no clear button of the browser's own beside the chip's remove link: a rule
    // of the page's styles hides the input's cancel button (computed styles do not reach it).
    const box = page.getByRole('searchbox', { name: 'Search the magazine' });
    await box.fill('veil');
    const PSEUDO = '::-webkit-search-cancel-button';
    const hidden = await box.evaluate((input, pseudo) => {
      const rules = (list: CSSRuleList): CSSRule[] =>
        [...list].flatMap((rule) =>
          'cssRules' in rule ? [rule, ...rules((rule as CSSGroupingRule).cssRules)] : [rule],
        );
      return [...document.styleSheets]
        .flatMap((sheet) => rules(sheet.cssRules))
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
        .some(
          (rule) =>
            rule.selectorText.endsWith(pseudo) &&
            input.matches(rule.selectorText.slice(0, -pseudo.length)) &&
            rule.style.appearance === 'none',
        );
    }, PSEUDO);
    expect(hidden).toBe(true);
  });

  test(
    'pages through the list with the filters kept in the URL',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto(`/blog?category=${REAL_WEDDINGS_ID}`);
      await expect(page.getByText(/stories · page 1 of 2/)).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Next' })
        .click();
      await expect(page).toHaveURL(new RegExp(`category=${REAL_WEDDINGS_ID}&page=2`));
      await expect(page.getByText(/stories · page 2 of 2/)).toBeVisible();
    },
  );

  test(
    'searches the full text, highlights the matches, and has an empty state',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/blog');
      await page.getByRole('searchbox', { name: 'Search the magazine' }).fill('cathedral veil');
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/blog\?q=cathedral\+veil$/);
      await expect(page.getByText(/\d+ stor(y|ies) for “cathedral veil”/)).toBeVisible();
      await expect(storyLinks(page).first()).toContainText(/veil/i);
      await expect(page.locator('mark').first()).toBeVisible();
      await expect(
        page.getByRole('link', {
          name: 'Bridal Fashion Week Spring 2027: The Return of the Cathedral Veil',
        }),
      ).toBeVisible();

      await page.goto('/blog?q=zzyzx+quarkonium');
      await expect(
        page.getByRole('heading', { name: 'No stories match “zzyzx quarkonium”' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Clear the search' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(storyLinks(page)).toHaveCount(12);
    },
  );

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/blog');
    await expect(storyLinks(page)).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
  });
});

const SECTIONS: [path: string, title: string, chip?: string][] = [
  ['/blog/real-weddings', 'Real Weddings', 'Elopements'],
  ['/blog/planning', 'Planning', 'Budget'],
  ['/blog/trends', 'Trends'],
  ['/blog/destinations', 'Destinations', 'Europe'],
  ['/blog/destination', 'Destinations', 'Caribbean'],
  ['/blog/inspiration', 'Inspiration'],
  ['/blog/jewelry', 'Jewelry', 'Engagement Rings'],
  ['/blog/beauty', 'Beauty', 'Skincare'],
  ['/planning', 'Wedding Planning', 'Relationships'],
  ['/weddings', 'Weddings', 'Celebrity'],
  ['/style', 'Style', 'Beauty'],
  ['/fashion', 'Fashion', 'Bridal Fashion Week'],
  ['/gifts', 'Gifts', 'Registry'],
];

test.describe('section pages', { tag: '@one-width' }, () => {
  for (const [path, title, chip] of SECTIONS) {
    test(`${path}: its landing with a lead story${chip ? ` and the ${chip} chip` : ''}`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const stories = page.getByRole('main').locator('article');
      await expect(stories.first()).toBeVisible();
      const firstStory = await stories.first().locator(STORY_LINK).textContent();
      if (chip) {
        const chips = page.getByRole('navigation', { name: `Filter ${title}` });
        await chips.getByRole('link', { name: chip, exact: true }).click();
        await expect(page).toHaveURL(/\?category=/);
        await expect(chips.getByRole('link', { name: chip, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(stories.first()).toBeVisible();
        expect(firstStory).toBeTruthy();
      }
    });
  }

  test(
    'the trends page is marked NEW, and a reserved path is the section, not a post',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/blog/trends');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('NEW');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Trends');
      // A screen reader reads two words, not "TrendsNEW" (#41).
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
        /^Trends\s*,\s*NEW$/,
      );
    },
  );
});

test.describe('the post page', () => {
  test(
    'a real wedding: one request for the post, byline, metadata, and vendor credits to the directory',
    { tag: '@one-width' },
    async ({ page }) => {
      const postRequests: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith(`${E2E_SUPABASE_URL}/rest/v1/blog_posts`) && url.includes('slug=eq.'))
          postRequests.push(url);
      });
      await page.goto(`/blog/${WEDDING_SLUG}`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Fifty Guests, One Long Table and an Olive Grove Outside Lucca',
        }),
      ).toBeVisible();
      const article = page.getByRole('article', {
        name: 'Fifty Guests, One Long Table and an Olive Grove Outside Lucca',
      });
      await expect(article.getByText('By Margaux Delacroix-Hale')).toBeVisible();
      await expect(article.getByRole('link', { name: 'Intimate Weddings' })).toBeVisible();
      await expect(page.getByText(/\d+ min read/)).toBeVisible();
      // The date and the reading time stay on one line together, whatever the width.
      const byline = page.getByTestId('post-byline');
      const dateBox = (await byline.locator('time').boundingBox())!;
      const readingBox = (await byline.getByText(/\d+ min read/).boundingBox())!;
      expect(Math.abs(dateBox.y - readingBox.y)).toBeLessThan(4);
      // One request at most: none when the site function already put the answer in the HTML.
      expect(postRequests.length).toBeLessThanOrEqual(1);
      // The request asked, or the one whose answer the site function embedded in the HTML.
      const embedded = Object.keys(
        JSON.parse((await page.locator('#perfete-data').textContent()) ?? '{}') as object,
      ).find((path) => path.includes('/blog_posts') && path.includes('slug=eq.'));
      const postRequest = postRequests[0] ?? embedded;
      expect(postRequest).toBeDefined();
      for (const embed of [
        'profile:profiles',
        'category_ref:blog_categories',
        'subcategory_ref:blog_categories',
        'credits:post_vendor_credits',
      ]) {
        expect(decodeURIComponent(postRequest!)).toContain(embed);
      }

      await expect(page).toHaveTitle(
        'Fifty Guests, One Long Table and an Olive Grove Outside Lucca | Perféte',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/blog/${WEDDING_SLUG}$`),
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /-share\.jpg$/,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'Article',
        headline: 'Fifty Guests, One Long Table and an Olive Grove Outside Lucca',
      });

      const share = page.getByRole('region', { name: 'Share this story' });
      await expect(share.getByRole('link', { name: /Pinterest/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await expect(
        page.getByRole('navigation', { name: 'Previous and next stories' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'More Stories Like This' })).toBeVisible();

      const vendors = page.getByRole('region', { name: 'The Vendors' });
      await expect(vendors.getByRole('link')).toHaveCount(5);
      await vendors.getByRole('link', { name: 'Tenuta Bellandi' }).click();
      await expect(page).toHaveURL(/\/index\/tenuta-bellandi$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    },
  );

  for (const [kind, slug] of [
    ['draft', 'the-guest-experience-checklist'],
    ['scheduled', 'bridal-fashion-week-fall-2027-first-look'],
    ['archived', 'wedding-trends-a-look-back'],
    ['unknown', 'no-such-story-anywhere'],
  ] as const) {
    test(`a ${kind} slug shows the not-found page`, { tag: '@one-width' }, async ({ page }) => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    });
  }

  test('a legacy post renders its sanitized HTML body', { tag: '@one-width' }, async ({ page }) => {
    const { data } = await service()
      .from('blog_posts')
      .select('slug')
      .eq('status', 'published')
      .eq('content_blocks', '[]')
      .not('content', 'is', null)
      .limit(1)
      .single();
    await page.goto(`/blog/${data!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article p').nth(3)).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto(`/blog/${WEDDING_SLUG}`);
    await expect(page.getByRole('region', { name: 'The Vendors' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'More Stories Like This' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a post with every block type', () => {
  const slug = `zz-every-block-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  test.beforeAll(async () => {
    const { error } = await service()
      .from('blog_posts')
      .insert({
        slug,
        title: 'Every Block, Beautifully',
        excerpt: 'A test story with one of everything.',
        status: 'published',
        category: REAL_WEDDINGS_ID,
        author: 'The Perféte Editors',
        content_blocks: [
          { type: 'paragraph', text: 'The opening paragraph of the story.' },
          { type: 'heading', text: 'A Section Heading', level: 2 },
          {
            type: 'image',
            url: 'demo/videos/vineyard-arch.webp',
            alt: 'An arch of vines',
            caption: 'The ceremony arch.',
            credit: 'Bellandi Fotografia',
          },
          {
            type: 'gallery',
            images: [
              { url: 'demo/videos/garden-vows.webp', alt: 'Garden vows' },
              { url: 'demo/videos/the-toast.webp', alt: 'The toast' },
              { url: 'demo/videos/ring-box.webp', alt: 'The ring box' },
            ],
            caption: 'Three moments.',
          },
          { type: 'quote', text: 'We wanted people to feel looked after.', cite: 'Giulia' },
          {
            type: 'video',
            url: 'demo/videos/vineyard-arch.mp4',
            poster: 'demo/videos/vineyard-arch.webp',
            caption: 'The arch at dusk.',
          },
          {
            type: 'embed',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            title: 'The first dance',
            caption: 'Filmed by a friend.',
          },
          { type: 'divider' },
          {
            type: 'vendor_credits',
            heading: 'The Vendors',
            credits: [{ role: 'Venue', name: 'Tenuta Bellandi', url_name: 'tenuta-bellandi' }],
          },
        ],
      });
    if (error) throw error;
  });

  test.afterAll(async () => {
    await service().from('blog_posts').delete().eq('slug', slug);
  });

  test('renders each block', async ({ page }) => {
    // Nothing may leave the machine: the embed's player is never fetched for real.
    await page.route(/youtube|vimeo/, (route) => route.abort());
    await page.goto(`/blog/${slug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every Block, Beautifully' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: 'Every Block, Beautifully' })
        .getByText('By The Perféte Editors'),
    ).toBeVisible();
    await expect(page.getByText('The opening paragraph of the story.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'A Section Heading' })).toBeVisible();

    const image = page.getByRole('img', { name: 'An arch of vines' });
    await expect(image).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/media\/demo\/videos\/vineyard-arch\.webp$/,
    );
    await expect(page.getByText('The ceremony arch.')).toBeVisible();
    await expect(page.getByText('Photo: Bellandi Fotografia')).toBeVisible();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0),
      )
      .toBe(true);

    const gallery = page.getByRole('list', { name: 'Gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(3);
    await expect(page.getByText('Three moments.')).toBeVisible();
    await expect(page.locator('blockquote')).toContainText(
      'We wanted people to feel looked after.',
    );
    await expect(page.getByText('— Giulia')).toBeVisible();

    const video = page.getByRole('main').locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /vineyard-arch\.webp$/);
    expect(await video.evaluate((node: HTMLVideoElement) => node.muted && node.playsInline)).toBe(
      true,
    );
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => !node.paused), { timeout: 10_000 })
      .toBe(true);

    await page.getByRole('button', { name: /Play “The first dance” from YouTube/ }).click();
    const frame = page.locator('iframe[title="The first dance"]');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );

    await expect(page.getByRole('separator')).toBeVisible();
    const vendors = page.getByRole('region', { name: 'The Vendors' });
    await expect(vendors.getByRole('link', { name: 'Tenuta Bellandi' })).toHaveAttribute(
      'href',
      '/index/tenuta-bellandi',
    );
    // A real wedding whose body lists its vendors names each of them once on the page (#41).
    const article = page.getByRole('article', { name: 'Every Block, Beautifully' });
    await expect(article.locator('a[href="/index/tenuta-bellandi"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'The team' })).toHaveCount(0);
  });
});

test.describe('/nybfw', () => {
  test('leads with a story, goes designer by designer, and marks opinion pieces', async ({
    page,
  }) => {
    await page.goto('/nybfw');
    await expect(
      page.getByRole('heading', { level: 1, name: 'New York Bridal Fashion Week' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'The lead story' }).locator(STORY_LINK),
    ).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Designer by Designer' }).locator('article').first(),
    ).toBeVisible();
    const opinion = page.getByRole('region', { name: 'Opinion' });
    await expect(opinion.getByRole('link', { name: /^Opinion:/ }).first()).toBeVisible();
    const opinionCount = await opinion.locator('article').count();
    expect(opinionCount).toBeGreaterThan(0);
    await expect(opinion.getByText('OPINION', { exact: true })).toHaveCount(opinionCount);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('information pages', { tag: '@one-width' }, () => {
  // The h1, and the document title (src/config/page-heads.ts; /about's says whose).
  for (const [path, title, documentTitle = title] of [
    ['/about', 'About', 'About Us'],
    ['/diversity', 'Diversity & Inclusion'],
    ['/careers', 'Careers'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use', 'Terms of Use'],
  ] as const) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(
        await page.getByRole('main').getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThanOrEqual(3);
      await expect(page).toHaveTitle(`${documentTitle} | Perféte`);
    });
  }
});

test.describe('the contact form', () => {
  test('explains every mistake, then saves a good message and confirms', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please choose what your message is about.')).toBeVisible();
    await expect(page.getByText('Please write your message.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeFocused();

    const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.getByLabel('Your name').fill('Giulia Rossi');
    await page.getByLabel('Email address').fill('giulia@');
    await page
      .getByLabel('Your message')
      .fill('We would love to tell you about our wedding under the olives.');
    await page.getByLabel('What is it about?').selectOption('Editorial & story ideas');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    // Nothing typed was lost.
    await expect(page.getByLabel('Your message')).toHaveValue(
      'We would love to tell you about our wedding under the olives.',
    );

    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you — your message is with us' }),
    ).toBeVisible();

    const { data } = await service()
      .from('contact_messages')
      .select('name,subject,message,status')
      .eq('email', email);
    expect(data).toEqual([
      {
        name: 'Giulia Rossi',
        subject: 'Editorial & story ideas',
        message: 'We would love to tell you about our wedding under the olives.',
        status: 'new',
      },
    ]);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the submission form', () => {
  test('explains every mistake, then saves a good submission and confirms', async ({
    page,
  }, testInfo) => {
    await page.goto('/submissions');
    await page.getByLabel('Link to your gallery').fill('not a link');
    await page.getByRole('button', { name: 'Submit our wedding' }).click();
    for (const message of [
      'Please enter the first partner’s name.',
      'Please enter the second partner’s name.',
      'Please enter your email address.',
      'Please enter the date of your wedding.',
      'Please enter where the wedding took place.',
      'Please enter your photographer’s name.',
      'Please confirm you have your photographer’s permission.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText(/Please enter a full link starting with https:\/\//)).toBeVisible();

    const email = `couple-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.getByLabel('First partner’s name').fill('Freya');
    await page.getByLabel('Second partner’s name').fill('Callum');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Wedding date').fill('2026-09-12');
    await page.getByLabel('Location').fill('Isle of Skye, Scotland');
    await page.getByLabel('Photographer', { exact: true }).fill('Northlight Wedding Films');
    await page.getByLabel('Link to your gallery').fill('https://gallery.example.com/freya-callum');
    await page.getByLabel('Tell us about your day').fill('A piper on the ridge and sideways rain.');
    await page.getByRole('checkbox', { name: /^Our photographer is happy/ }).check();
    await page.getByRole('button', { name: 'Submit our wedding' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you — your wedding is with our editors' }),
    ).toBeVisible();

    const { data } = await service()
      .from('wedding_submissions')
      .select(
        'partner_one_name,partner_two_name,wedding_date,location,photographer,gallery_url,message,status',
      )
      .eq('email', email);
    expect(data).toEqual([
      {
        partner_one_name: 'Freya',
        partner_two_name: 'Callum',
        wedding_date: '2026-09-12',
        location: 'Isle of Skye, Scotland',
        photographer: 'Northlight Wedding Films',
        gallery_url: 'https://gallery.example.com/freya-callum',
        message: 'A piper on the ridge and sideways rain.',
        status: 'new',
      },
    ]);
  });
});
