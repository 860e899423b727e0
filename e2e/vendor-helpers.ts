import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { throwawayAccount } from './accounts-helpers.ts';
import { service } from './admin-helpers.ts';

export interface ThrowawayVendor {
  email: string;
  password: string;
  userId: string;
  listingId: string;
  name: string;
  urlName: string;
}

/**
 * A throwaway active vendor (a fresh account, signed up and confirmed through the mailbox) with
 * one published photography listing of their own, named `name`: a vendor no other test touches,
 * for the flows that count what reaches one inbox.
 */
export async function throwawayVendor(
  label: string,
  name: string,
  listing: { city: string; country: string; description: string; contact_email?: string },
): Promise<ThrowawayVendor> {
  const account = await throwawayAccount(label);
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await client.auth.signInWithPassword(account);
  if (signedIn.error) throw signedIn.error;
  const userId = signedIn.data.user.id;
  const urlName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const listingId = await arrangeListing({
    ...listing,
    name,
    url_name: urlName,
    status: 'published',
    owner_id: userId,
  });
  const member = await service.from('vendor_members').insert({ user_id: userId, status: 'active' });
  if (member.error) throw member.error;
  return { ...account, userId, listingId, name, urlName };
}

/**
 * A photography listing put straight into the database for a test to act on (the listing forms
 * have their own tests): `url_name` from the name unless given. Returns its id.
 */
export async function arrangeListing(
  fields: { name: string; owner_id: string; status: 'published' | 'pending' | 'draft' } & Record<
    string,
    unknown
  >,
): Promise<string> {
  const category = await service
    .from('business_categories')
    .select('id')
    .eq('slug', 'photography')
    .single();
  if (category.error) throw category.error;
  const row = await service
    .from('listings')
    .insert({
      url_name: fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      business_category_id: category.data.id,
      ...fields,
    })
    .select('id')
    .single();
  if (row.error) throw row.error;
  return row.data.id as string;
}
