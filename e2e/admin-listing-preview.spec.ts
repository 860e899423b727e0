import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  notifications,
  service,
  signIn,
} from './admin-helpers.ts';
import { expect, test, type Locator, type Page } from './test.ts';

/**
 * The admin sees a listing before deciding: a new one's public page as it will look, a change to a
 * live one field by field and as the page will look once approved. Listings are arranged for
 * vendor.marco with the secret key (demo artwork as their photos), so no other test's rows move.
 */
const MEDIA = 'demo/listings/bellandi-film';
const PHOTOS = [
  { url: `${MEDIA}/cover-1200.webp`, alt: 'A lens aperture in sage' },
  { url: `${MEDIA}/gallery-1-960.webp`, alt: 'A reel of film on linen' },
  { url: `${MEDIA}/gallery-2-960.webp`, alt: 'A clapperboard at dusk' },
];

async function marcoId() {
  const marco = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await marco.auth.signInWithPassword(DEMO_ACCOUNTS.vendorMarco);
  if (signedIn.error) throw signedIn.error;
  return signedIn.data.user.id;
}

/** A listing of Marco's in the given state, with two paragraphs and three described photos. */
async function arrangeListing(name: string, status: 'pending' | 'published') {
  const category = await service
    .from('business_categories')
    .select('id')
    .eq('slug', 'photography')
    .single();
  const urlName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const listing = await service
    .from('listings')
    .insert({
      name,
      url_name: urlName,
      status,
      owner_id: await marcoId(),
      business_category_id: category.data!.id,
      city: 'Florence',
      country: 'Italy',
      image_url: PHOTOS[0]!.url,
      description: 'Films of the whole day, quietly made.\n\nWe travel anywhere in Tuscany.',
    })
    .select('id')
    .single();
  if (listing.error) throw listing.error;
  const photos = await service
    .from('listing_photos')
    .insert(PHOTOS.map((photo, position) => ({ ...photo, position, listing_id: listing.data.id })));
  if (photos.error) throw photos.error;
  return { id: listing.data.id as string, urlName };
}

/** The gallery's thumbnails as the page names them, in order. */
const galleryLabels = (scope: Locator | Page) =>
  scope
    .getByRole('list', { name: 'Photos' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

/** Every image of the gallery has loaded (the demo artwork, not a placeholder). */
async function expectGalleryImagesLoaded(scope: Locator) {
  const images = scope.getByRole('list', { name: 'Photos' }).locator('img');
  await expect(images).toHaveCount(PHOTOS.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test(
  'a new listing’s preview is its public page, seen before publishing',
  { tag: '@desktop' },
  async ({ page }) => {
    // Signs in, loads the preview's images, runs axe and publishes: more than one page's worth.
    test.slow();
    const name = `Studio Anteprima ${Date.now()}`;
    const { urlName } = await arrangeListing(name, 'pending');
    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/listings');

    const row = page
      .getByRole('list', { name: 'New listings' })
      .getByRole('listitem')
      .filter({ hasText: name });
    const open = row.getByRole('button', { name: new RegExp(`Preview\\s*${name}`) });
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Preview: ${name}` });
    await expect(dialog).toContainText(`/index/${urlName} once it is published`);
    await expect(dialog.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(dialog.getByText('Films of the whole day, quietly made.')).toBeVisible();
    await expect(dialog.getByText('We travel anywhere in Tuscany.')).toBeVisible();
    const previewed = await galleryLabels(dialog);
    expect(previewed).toEqual(
      PHOTOS.map(({ alt }, index) => `Enlarge photo ${index + 1} of 3: ${alt}`),
    );
    await expectGalleryImagesLoaded(dialog);
    await expectNoSevereViolations(page);

    // Escape closes it, and focus is back on the row's button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await row.getByRole('button', { name: new RegExp(`Publish\\s*${name}`) }).click();
    await expect(notifications(page).getByText('Published')).toBeVisible();

    // The public page is what the preview showed.
    await page.goto(`/index/${urlName}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('We travel anywhere in Tuscany.')).toBeVisible();
    expect(await galleryLabels(page)).toEqual(previewed);
  },
);

test(
  'a proposed change shows field by field and photo by photo, then as the page will look',
  { tag: '@desktop' },
  async ({ page }) => {
    test.slow();
    const name = `Studio Modifica ${Date.now()}`;
    const live = await arrangeListing(name, 'published');
    const [cover, first, second] = PHOTOS as [
      (typeof PHOTOS)[0],
      (typeof PHOTOS)[0],
      (typeof PHOTOS)[0],
    ];
    const added = {
      url: 'demo/listings/velvet-rope-styling/gallery-1-960.webp',
      alt: 'Champagne coupes on a table',
    };
    const proposed = await service.from('listing_changes').insert({
      listing_id: live.id,
      changes: {
        description: 'Films of the whole day.\n\nNow also in Umbria.',
        photos: [first, cover, added],
      },
    });
    expect(proposed.error).toBeNull();

    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/listings');
    const row = page
      .getByRole('list', { name: 'Changes to live listings' })
      .getByRole('listitem')
      .filter({ hasText: name })
      .first();
    await row.getByRole('button', { name: new RegExp(`Preview changes\\s*to ${name}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Proposed changes: ${name}` });

    const table = dialog.getByRole('table', { name: `What changes in ${name}` });
    await expect(table.getByRole('rowheader')).toHaveText(['Description', 'Photos']);
    const photos = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Photos' }) });
    await expect(photos).toContainText('1 added · 1 removed · new order');
    await expect(
      photos.getByRole('list', { name: 'Live photos' }).getByRole('listitem'),
    ).toHaveText([`1${cover.alt}`, `2${first.alt}`, `3Removed${second.alt}`]);
    await expect(
      photos.getByRole('list', { name: 'Proposed photos' }).getByRole('listitem'),
    ).toHaveText([`1Moved from 2${first.alt}`, `2Moved from 1${cover.alt}`, `3New${added.alt}`]);

    // The page once approved: the new words and the new gallery, in its order.
    const article = dialog.getByRole('article');
    await expect(article.getByText('Now also in Umbria.')).toBeVisible();
    await expect(article.getByText('We travel anywhere in Tuscany.')).toHaveCount(0);
    const previewed = await galleryLabels(article);
    expect(previewed).toEqual(
      [first, cover, added].map(({ alt }, index) => `Enlarge photo ${index + 1} of 3: ${alt}`),
    );
    await dialog.getByRole('button', { name: /Close/ }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: new RegExp(`Approve changes\\s*to ${name}`) }).click();
    await expect(notifications(page).getByText('Changes approved')).toBeVisible();
    await page.goto(`/index/${live.urlName}`);
    await expect(page.getByText('Now also in Umbria.')).toBeVisible();
    expect(await galleryLabels(page)).toEqual(previewed);
  },
);

test('the review page and an open preview have no serious violation', async ({ page }) => {
  test.slow();
  const name = `Studio Accessibile ${Date.now()}`;
  const draft = await arrangeListing(name, 'pending');
  await service.from('listings').update({ status: 'draft' }).eq('id', draft.id);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/listings?listing-q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing review' })).toBeVisible();
  const link = page
    .getByRole('list', { name: 'Every listing' })
    .getByRole('link', { name: new RegExp(`${name}\\s*\\(preview\\)`) });
  await expect(link).toBeVisible();
  await expectNoSevereViolations(page);
  await expectNoSidewaysScroll(page);

  // A draft's name opens its preview, from the keyboard.
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Preview: ${name}` });
  await expect(dialog.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(dialog).toContainText('A draft');
  await expectNoSevereViolations(page);
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/preview=/);
  await expect(link).toBeFocused();
});

test('a proposed change reads at every width: a phone gives each value half the table', async ({
  page,
}) => {
  test.slow();
  const name = `Studio Telefono ${Date.now()}`;
  const live = await arrangeListing(name, 'published');
  const words =
    'Films of the whole day, from the first coffee to the last dance, now also in Umbria.';
  const proposed = await service
    .from('listing_changes')
    .insert({ listing_id: live.id, changes: { description: words } });
  expect(proposed.error).toBeNull();

  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/listings');
  const table = page
    .getByRole('list', { name: 'Changes to live listings' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('table', { name: `What changes in ${name}` });
  await expect(table.getByRole('rowheader', { name: 'Description' })).toBeVisible();
  const cell = table.getByRole('cell', { name: words });
  await expect(cell).toBeVisible();
  // Three columns on a phone left each value a third of the table, ten letters a line (#41).
  const phone = test.info().project.name === 'mobile';
  const [cellBox, tableBox] = [await cell.boundingBox(), await table.boundingBox()];
  expect(cellBox!.width / tableBox!.width).toBeGreaterThanOrEqual(phone ? 0.45 : 0.35);
  await expectNoSidewaysScroll(page);
});
