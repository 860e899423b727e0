import { monthYear } from '../src/lib/english-dates.ts';
import { service, expectNoSevereViolations } from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * The couple's saved list (#31), at 1280 and 390 px: save from a vendor page, a card and a story,
 * find them under Saved after a reload; share the list, open the link in a fresh browser and
 * merge it there; compare three vendors with their availability on the couple's date.
 */
// Several pages and a second browser per test, on a shared machine.
test.slow();

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

interface Vendor {
  id: string;
  name: string;
  url_name: string;
}

async function vendors(count: number, offset = 0): Promise<Vendor[]> {
  const { data, error } = await service
    .from('listings')
    .select('id,name,url_name')
    .eq('status', 'published')
    .order('name')
    .range(offset, offset + count - 1);
  if (error) throw error;
  return data;
}

async function story(): Promise<{ id: string; title: string; slug: string }> {
  const { data, error } = await service
    .from('blog_posts')
    .select('id,title,slug')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  return data;
}

/** A list put straight into the browser's storage, as the site keeps it. */
async function keepList(page: Page, items: { kind: string; id: string; name: string }[]) {
  await page.evaluate((list) => {
    localStorage.setItem(
      'perfete:saved',
      JSON.stringify({ v: 1, items: list.map((item, i) => ({ ...item, savedAt: i + 1 })) }),
    );
  }, items);
}

/** The header's entry at 1280 px; the mobile menu's at 390 px. */
async function savedEntry(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: /^Saved/ });
  }
  return page.getByRole('banner').getByRole('link', { name: /^Saved/ });
}

function savedList(page: Page, name = 'Your saved list') {
  return page.getByRole('list', { name });
}

test('save two vendors and a story, reload, and find them under Saved in that order', async ({
  page,
}) => {
  const [first, second] = await vendors(2, 3);
  const post = await story();

  await page.goto(`/index/${first!.url_name}`);
  const onPage = page.getByRole('button', { name: `Save ${first!.name}`, exact: true }).first();
  await expect(onPage).toHaveAttribute('aria-pressed', 'false');
  await onPage.click();
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');

  // The second from its card in the directory.
  await page.goto(`/index?q=${encodeURIComponent(second!.name)}`);
  const onCard = page
    .getByRole('list', { name: 'Vendors', exact: true })
    .getByRole('button', { name: `Save ${second!.name}`, exact: true });
  await onCard.click();
  await expect(onCard).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/blog/${post.slug}`);
  const onStory = page.getByRole('button', { name: `Save ${post.title}`, exact: true });
  await onStory.click();
  await expect(onStory).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const entry = await savedEntry(page);
  await expect(entry).toHaveAccessibleName('Saved 3');
  await entry.click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  const list = savedList(page);
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(
    [first!.name, second!.name, post.title],
    { timeout: 20_000 },
  );

  // Remove, then undo: the story comes back in its place.
  await list.getByRole('button', { name: `Remove ${second!.name}` }).click();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([first!.name, post.title]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    first!.name,
    second!.name,
    post.title,
  ]);
});

test('the empty list says how to fill it, and passes axe', async ({ page }) => {
  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse vendors' })).toBeVisible();
  await expectNoSevereViolations(page);
});

test('the Saved count is a figure wherever it stands, the mobile menu too', async ({ page }) => {
  await page.goto('/');
  const mobile = (page.viewportSize()?.width ?? 0) < 768;
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const count = page.getByTestId('saved-count').filter({ visible: true }).first();
  await expect(count).toHaveText('0');
  // Lining figures in the sans: the display face's old-style 0 read as "o" in the menu (#41).
  const style = await count.evaluate((node) => {
    const computed = getComputedStyle(node);
    return { family: computed.fontFamily, numeric: computed.fontVariantNumeric };
  });
  expect(style.family).toMatch(/^"?Jost/);
  expect(style.numeric).toContain('lining-nums');
});

test('a shared list opens in a fresh browser, shows only public pages, and merges', async ({
  page,
  browser,
}) => {
  const [a, b, c] = await vendors(3, 6);
  const post = await story();
  await page.goto('/saved');
  await keepList(page, [
    { kind: 'listing', id: a!.id, name: a!.name },
    { kind: 'post', id: post.id, name: post.title },
  ]);
  await page.reload();
  await page.getByRole('button', { name: 'Share this list' }).click();
  const link = await page.getByLabel(/Link to this list/).inputValue();
  // The share id first (#43: the list stays live between the browsers that keep it).
  expect(link).toMatch(/\/saved#v=1&list=[0-9a-f-]{36}&items=/);
  await expectNoSevereViolations(page);

  // The partner's phone: a fresh browser with a list of its own.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const partner = await other.newPage();
  await partner.goto('/saved');
  await keepList(partner, [{ kind: 'listing', id: c!.id, name: c!.name }]);
  // An id that is no public page (unknown or unpublished) resolves to nothing.
  await partner.goto(
    `${link.replace(/&date=.*/, '')},l:00000000-0000-4000-8000-0000000000ff,l:${b!.id}`,
  );
  await expect(partner.getByRole('heading', { level: 1, name: 'A shared list' })).toBeVisible();
  const shared = savedList(partner, 'The shared list');
  await expect(shared.getByRole('heading', { level: 3 })).toHaveText(
    [a!.name, post.title, b!.name],
    { timeout: 20_000 },
  );
  await expect(shared.getByRole('listitem')).toHaveCount(3);
  await expectNoSevereViolations(partner);

  await partner.getByRole('button', { name: 'Merge into my list' }).click();
  await expect(partner).toHaveURL(/\/saved$/);
  await expect(savedList(partner).getByRole('heading', { level: 3 })).toHaveText([
    c!.name,
    a!.name,
    post.title,
    b!.name,
  ]);
  await other.close();
});

test("compare three saved vendors, with their availability on the couple's date", async ({
  page,
}, testInfo) => {
  const trio = await vendors(3, 9);
  // A day far ahead, one per viewport, so the two runs never meet.
  const day = testInfo.project.name === 'mobile' ? '2031-05-18' : '2031-05-17';
  const words = day.endsWith('17') ? '17 May 2031' : '18 May 2031';
  await service.from('listing_dates').delete().eq('day', day);
  const { error } = await service
    .from('listing_dates')
    .insert({ listing_id: trio[0]!.id, day, state: 'booked' });
  if (error) throw error;
  try {
    await page.goto('/saved');
    await keepList(
      page,
      trio.map((vendor) => ({ kind: 'listing', id: vendor.id, name: vendor.name })),
    );
    await page.evaluate((date) => localStorage.setItem('perfete:wedding-date', date), day);
    await page.reload();
    const list = savedList(page);
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(3, { timeout: 20_000 });
    await expect(list.getByText(`Booked on ${words}`)).toBeVisible();
    // Picks survive a look at Compare (#41): tick two, compare them, come back.
    for (const vendor of trio.slice(0, 2)) {
      await list.getByRole('checkbox', { name: `Pick ${vendor.name}` }).check();
    }
    await page.getByRole('link', { name: 'Compare 2' }).click();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(
      trio.slice(0, 2).map((vendor) => vendor.name),
    );
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Write to 2 vendors' })).toBeEnabled();
    // In the site's button style, like every other button (#41).
    await expect(page.getByRole('button', { name: 'Write to 2 vendors' })).toHaveCSS(
      'text-transform',
      'uppercase',
    );
    for (const vendor of trio.slice(0, 2)) {
      await expect(list.getByRole('checkbox', { name: `Pick ${vendor.name}` })).toBeChecked();
    }
    for (const vendor of trio.slice(0, 2)) {
      await list.getByRole('checkbox', { name: `Pick ${vendor.name}` }).uncheck();
    }
    await page.getByRole('link', { name: 'Compare 3' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Compare vendors' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(
      trio.map((vendor) => vendor.name),
      {
        timeout: 20_000,
      },
    );
    for (const fact of [
      'Category',
      'Where',
      'Starting price',
      'Languages',
      'Usually replies within',
      'Member since',
      'On your date',
    ])
      await expect(table.getByRole('rowheader', { name: fact })).toBeVisible();
    // Since when each is a member, as the vendor's own page says it (#41: not the listing's age).
    const admissions = await service
      .from('listing_admissions')
      .select('listing_id,member_since')
      .in(
        'listing_id',
        trio.map((vendor) => vendor.id),
      );
    const since = new Map(admissions.data!.map((row) => [row.listing_id, row.member_since]));
    await expect(table.getByRole('row', { name: /Member since/ }).getByRole('cell')).toHaveText(
      trio.map((vendor) =>
        since.get(vendor.id) ? monthYear(new Date(since.get(vendor.id)!)) : 'Not given',
      ),
    );
    // Every vendor gets a column as wide as the next, whatever its words (#41).
    const widths = await table
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    const onDate = table.getByRole('row', { name: /On your date/ });
    await expect(onDate.getByRole('cell')).toHaveText([
      `Booked on ${words}`,
      `Free on ${words}`,
      `Free on ${words}`,
    ]);
    await expectNoSevereViolations(page);
  } finally {
    await service.from('listing_dates').delete().eq('day', day);
  }
});
