import { expectNoSevereViolations, notifications, service } from './admin-helpers.ts';
import { SAVE, saveState, startStory, story } from './editor-helpers.ts';
import { expect, test, type Browser, type Page } from './test.ts';

/**
 * The editor's desk, live stories (#28), at 1280 px: edits to a published story wait for its
 * editor's Update (a visitor in a fresh browser keeps reading the live words meanwhile);
 * restoring a revision asks first and makes waiting changes, not a live change; "Publish now"
 * reads as published at once and makes one revision.
 */
const WAIT_MS = 15_000;

/** The story's words as a visitor (a fresh browser context, signed out) reads them. */
async function visitorReads(browser: Browser, slug: string): Promise<string> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/blog/${slug}`);
  // The story itself: related stories below it are articles too.
  const article = visitor
    .locator('article')
    .filter({ has: visitor.getByRole('heading', { level: 1 }) });
  await expect(article).toBeVisible();
  const text = await article.innerText();
  await context.close();
  return text;
}

async function slugOf(id: string): Promise<string> {
  const { data, error } = await service.from('blog_posts').select('slug').eq('id', id).single();
  if (error) throw error;
  return data.slug as string;
}

/** A story written and published from the editor; resolves to its id and address. */
async function publishedStory(page: Page, words: string) {
  const id = await startStory(page, `Live story ${Date.now()}`);
  await story(page).click();
  await page.keyboard.type(words);
  await expect(saveState(page)).toHaveText(/^Saved at/, SAVE);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(notifications(page).getByText('Published', { exact: true })).toBeVisible();
  return { id, slug: await slugOf(id) };
}

test(
  'a live story changes for readers only on Update',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { slug } = await publishedStory(page, 'The vows were said at noon.');
    // Publish now reads as published at once, and the revisions list one publish.
    await expect(page.getByTestId('post-state')).toHaveText(
      /^Published .*Edits wait for Update\.$/,
    );
    const revisions = page.getByRole('list', { name: 'Revisions' });
    await expect(revisions.getByRole('listitem').filter({ hasText: 'Published' })).toHaveCount(1);

    // Typed into the live story: saved, but waiting.
    await story(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' A string quartet played until dusk.');
    await expect(saveState(page)).toHaveText(/^Saved at/, SAVE);
    const waiting = page.getByRole('region', { name: 'Changes not yet live' });
    await expect(waiting.getByRole('list', { name: 'Changed since the live version' })).toHaveText(
      /Story: 1 block changed/,
    );
    await expectNoSevereViolations(page);
    await page.waitForTimeout(WAIT_MS);
    const before = await visitorReads(browser, slug);
    expect(before).toContain('The vows were said at noon.');
    expect(before).not.toContain('string quartet');

    // Update: the visitor reads the new words; one 'Updated' revision.
    await waiting.getByRole('button', { name: 'Update' }).click();
    await expect(notifications(page).getByText('Updated', { exact: true })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect(await visitorReads(browser, slug)).toContain('A string quartet played until dusk.');
    await expect(revisions.getByRole('listitem').filter({ hasText: 'Updated' })).toHaveCount(1);
  },
);

test(
  'restoring a revision of a live story asks first and waits for Update',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { slug } = await publishedStory(page, 'The first version of the story.');
    await story(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('The second version of the story.');
    await expect(saveState(page)).toHaveText(/^Saved at/, SAVE);
    const waiting = page.getByRole('region', { name: 'Changes not yet live' });
    await waiting.getByRole('button', { name: 'Update' }).click();
    await expect(notifications(page).getByText('Updated', { exact: true })).toBeVisible();

    // The published revision (the first words), restored after the question.
    const revisions = page.getByRole('list', { name: 'Revisions' });
    const published = revisions.getByRole('listitem').filter({ hasText: 'Published' }).first();
    await published.getByRole('button', { name: /^Restore/ }).click();
    await expect(published.getByRole('group')).toContainText('readers keep the live version');
    await published.getByRole('button', { name: 'Yes, restore' }).click();
    await expect(notifications(page).getByText('Revision restored')).toBeVisible();
    await expect(story(page)).toContainText('The first version of the story.');
    await expect(waiting).toBeVisible();
    // Pending, not live.
    expect(await visitorReads(browser, slug)).toContain('The second version of the story.');

    // Discarded (after the question): the live words come back into the editor.
    await waiting.getByRole('button', { name: 'Discard changes' }).click();
    await waiting.getByRole('button', { name: 'Yes, discard' }).click();
    await expect(notifications(page).getByText('Changes discarded')).toBeVisible();
    await expect(story(page)).toContainText('The second version of the story.');
    expect(await visitorReads(browser, slug)).toContain('The second version of the story.');
  },
);
