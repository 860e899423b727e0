import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { expectNoSevereViolations, service, signIn } from './admin-helpers.ts';
import { SAVE, saveState, startStory, story } from './editor-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * The editor's desk, issue #28: the toolbar stays at hand (one row, under the site header while
 * a long story scrolls, the rest in "More"), a story is written, bolded and linked at either
 * width, and an admin adds a writer who never signs in and signs a story with them; the reader
 * sees the byline. axe finds nothing serious on the editor.
 */
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting and blocks' });
const LINK = 'https://example.com/lake-guide';

/** The toolbar is one row: every tool on it starts at the same height. */
async function expectOneRow(page: Page) {
  // Polled: while the web fonts arrive the tools may sit a pixel apart for a frame.
  await expect
    .poll(async () => {
      const tops = await toolbar(page)
        .getByRole('button')
        .evaluateAll((tools) => tools.map((tool) => Math.round(tool.getBoundingClientRect().top)));
      return tops.length > 3 ? new Set(tops).size : 0;
    })
    .toBe(1);
}

test(
  'the toolbar stays in one row under the site header through a long story',
  {
    tag: '@desktop',
  },
  async ({ page }) => {
    test.setTimeout(180_000);
    const slug = `long-story-${randomUUID().slice(0, 8)}`;
    const paragraphs = Array.from({ length: 120 }, (_, index) => ({
      type: 'paragraph',
      text: `Paragraph ${index + 1}: the lake was still, and the guests walked down to the water.`,
    }));
    const { data, error } = await service
      .from('blog_posts')
      .insert({ title: 'A long story', slug, status: 'draft', content_blocks: paragraphs })
      .select('id')
      .single();
    if (error) throw error;
    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/blog/${data.id}`);
    await expect(story(page)).toContainText('Paragraph 120');
    await expectOneRow(page);

    await page.mouse.move(640, 500);
    await page.evaluate(() => window.scrollBy(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(3000);
    await expect(toolbar(page)).toBeInViewport();
    // Nothing covers it: the point at its middle is one of its own (not the fixed header).
    const uncovered = await toolbar(page).evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 20, box.top + box.height / 2);
      return hit !== null && bar.contains(hit);
    });
    expect(uncovered).toBe(true);
    await expectOneRow(page);
    // Still a working toolbar down there: bold on a word of paragraph 60.
    await story(page).getByText('Paragraph 60:').dblclick();
    await toolbar(page).getByRole('button', { name: 'Bold' }).click();
    await expect(story(page).locator('strong').first()).toBeVisible();
  },
);

test('write, bold and link a word, then Update the live story, with the toolbar in one row', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await startStory(page, `Toolbar at hand ${randomUUID().slice(0, 6)}`);
  await expectOneRow(page);
  await story(page).click();
  await page.keyboard.type('Walk down to the lake at dusk.');
  // Bold "lake" with the toolbar.
  await story(page).getByText('Walk down to the lake at dusk.').click();
  await page.keyboard.press('End');
  for (let i = 0; i < ' at dusk.'.length; i += 1) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'lake'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar(page).getByRole('button', { name: 'Bold' }).click();
  await expect(story(page).locator('strong')).toHaveText('lake');
  // Link it from the toolbar: on the row at 1280 px, in More when the row is full.
  const linkTool = toolbar(page).getByRole('button', { name: 'Link', exact: true });
  if (await linkTool.isVisible()) await linkTool.click();
  else {
    await toolbar(page).getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('menuitem', { name: /^Link/ }).click();
  }
  const linkForm = page.getByRole('form', { name: 'Link' });
  await linkForm.getByLabel('Link address').fill(LINK);
  await linkForm.getByRole('button', { name: 'Add link' }).click();
  await expect(story(page).getByRole('link', { name: 'lake' })).toHaveAttribute('href', LINK);
  await expect(saveState(page)).toHaveText(/^Saved/, SAVE);
  await expectOneRow(page);
  await expectNoSevereViolations(page);

  // Live, then changed: the new words reach readers only with Update.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('post-state')).toHaveText(/^Published /);
  await story(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' The boats came back at night.');
  await expect(saveState(page)).toHaveText(/^Saved/, SAVE);
  const liveWords = async () => {
    const { data } = await service
      .from('blog_posts')
      .select('content_blocks')
      .eq('id', id)
      .single();
    return JSON.stringify(data?.content_blocks ?? null);
  };
  expect(await liveWords()).not.toContain('The boats came back');
  const waiting = page.getByRole('region', { name: 'Changes not yet live' });
  await waiting.getByRole('button', { name: 'Update' }).click();
  await expect(waiting).toHaveCount(0);
  expect(await liveWords()).toContain('The boats came back at night.');
});

test(
  'an admin adds a writer without an account and signs a story with them',
  {
    tag: '@desktop',
  },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const id = await startStory(page, `Signed by a writer ${randomUUID().slice(0, 6)}`);
    await story(page).click();
    await page.keyboard.type('A garden wedding by the lake.');
    const name = `Ines Duarte ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Add a writer' }).click();
    const form = page.getByRole('group', { name: 'Add a writer' });
    await form.getByLabel('Writer’s name').fill(name);
    await form.getByLabel(/Short bio/).fill('Writes about gardens.');
    await form.getByRole('button', { name: 'Add writer' }).click();
    // Adding a writer does not re-sign the story (#41): it says so, and signs it when asked.
    const author = page.getByRole('combobox', { name: /^Author/ });
    await expect(
      page.getByRole('status').filter({ hasText: 'is in the Author list' }),
    ).toContainText(`${name} is in the Author list. This story is still signed with`);
    await expect(author.locator('option:checked')).not.toHaveText(name);
    await page.getByRole('button', { name: `Sign this story with ${name}` }).click();
    await expect(author.locator('option:checked')).toHaveText(name);
    await expect(saveState(page)).toHaveText(/^Saved/, SAVE);
    await expectNoSevereViolations(page);

    const { data, error } = await service
      .from('blog_posts')
      .select('slug,author_id,profile:profiles!blog_posts_author_id_fkey(full_name)')
      .eq('id', id)
      .single();
    if (error) throw error;
    expect(data.profile).toEqual({ full_name: name });
    const published = await service
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', id);
    expect(published.error).toBeNull();

    // A visitor (a fresh page of its own) reads the byline.
    const reader = await browser.newPage();
    await reader.goto(`/blog/${data.slug}`);
    await expect(reader.locator('article').getByText(name).first()).toBeVisible();
    // The byline is a link to the writer's page.
    await expect(
      reader.getByTestId('post-byline').getByRole('link', { name, exact: true }),
    ).toHaveAttribute('href', /^\/writers\/ines-duarte-/);
    await reader.close();
  },
);
