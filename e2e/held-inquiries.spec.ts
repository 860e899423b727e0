import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { expectNoSevereViolations, notifications, signIn } from './admin-helpers.ts';
import { throwawayVendor } from './vendor-helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue #29, "abuse is held, never a lever": a stranger floods one vendor with 40 inquiries from
 * 40 invented addresses (from one network, as a script does); a real couple's inquiry, sent from
 * the page a moment later, still reaches the vendor's inbox, while the flood waits under "Held".
 * The vendor releases one held inquiry and it moves to the inbox.
 */

const FLOOD_SIZE = 40;
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** A throwaway active vendor with one published listing of their own. */
const arrangeVendor = (id: string) =>
  throwawayVendor('held-vendor', `Held Atelier ${id}`, {
    city: 'Lisbon',
    country: 'Portugal',
    description: 'Arranged for the held inquiries end-to-end test.',
  });

/** The flood: straight at the API, fast, one network (a random TEST-NET-2 address). */
async function flood(listingId: string, id: string) {
  const network = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  for (let n = 0; n < FLOOD_SIZE; n += 1) {
    const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/inquiries`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_PUBLISHABLE_KEY,
        'content-type': 'application/json',
        prefer: 'return=minimal',
        'x-forwarded-for': network,
      },
      body: JSON.stringify({
        listing_id: listingId,
        name: `Stranger ${n}`,
        email: `stranger-${id}-${n}@e2e.perfete.local`,
        message: `Flood ${id} number ${n}`,
      }),
    });
    // Every one is accepted: nothing a stranger sends is refused, it is held.
    expect(response.status, `flood ${n}`).toBe(201);
  }
}

test.describe('held inquiries', { tag: '@desktop' }, () => {
  test('a flood waits under Held while a real couple reaches the inbox; the vendor releases one', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const id = stamp();
    const vendor = await arrangeVendor(id);
    await flood(vendor.listingId, id);

    const couple = {
      name: `Giulia ${id}`,
      email: `couple-${id}@e2e.perfete.local`,
      message: `We marry in Lisbon next spring and love your work (${id}).`,
    };
    await page.goto(`/index/${vendor.urlName}`);
    const form = page.getByRole('form', { name: /^Inquire with/ });
    await form.getByLabel('Your name').fill(couple.name);
    await form.getByLabel('Email address').fill(couple.email);
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    await form.getByLabel('Wedding date').fill(nextYear.toISOString().slice(0, 10));
    await form.getByLabel('Number of guests').fill('90');
    await form.getByLabel('Your message').fill(couple.message);
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('heading', { name: /your inquiry is on its way/ })).toBeVisible();

    await signIn(page, vendor);
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    const inbox = page.getByRole('list', { name: 'Inquiries' });
    await expect(inbox.getByRole('listitem').filter({ hasText: couple.message })).toBeVisible();

    const queues = page.getByRole('navigation', { name: 'Inquiry queues' });
    const heldTab = queues.getByRole('link', { name: /^Held \(\d+\)$/ });
    await expect(heldTab).toBeVisible();
    const waiting = Number(/\((\d+)\)/.exec((await heldTab.innerText()) ?? '')?.[1]);
    // Past the burst one network may send to one listing, the rest of the flood is held.
    expect(waiting).toBeGreaterThanOrEqual(FLOOD_SIZE - 10);
    expect(waiting).toBeLessThan(FLOOD_SIZE);
    await heldTab.click();
    await expect(heldTab).toHaveAttribute('aria-current', 'page');
    const held = page.getByRole('list', { name: 'Held inquiries' });
    await expect(held.getByRole('listitem').filter({ hasText: couple.message })).toHaveCount(0);
    const last = `Flood ${id} number ${FLOOD_SIZE - 1}`;
    const item = held.getByRole('listitem').filter({ hasText: last });
    await expect(item).toBeVisible();
    await expectNoSevereViolations(page);

    await item.getByRole('button', { name: /^Release to inbox/ }).click();
    await expect(notifications(page).getByText(/is in your inbox/)).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(queues.getByRole('link', { name: `Held (${waiting - 1})` })).toBeVisible();

    await queues.getByRole('link', { name: 'Inbox' }).click();
    await expect(inbox.getByRole('listitem').filter({ hasText: last })).toBeVisible();
    await expect(inbox.getByRole('listitem').filter({ hasText: couple.message })).toBeVisible();
  });
});
