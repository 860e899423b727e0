import { serviceClient } from './helpers.ts';
import { draftOf, vendor, type Person } from './storage-fixtures.ts';

/** A vendor and her live listing, as the take-down (#41) and feeds (#42) tests arrange them. */
export { vendor as member, type Person as Vendor };

/** A live listing of the vendor's, with one photo and these words, as the editors approved it. */
export async function liveListing(owner: Person): Promise<{ id: string; urlName: string }> {
  const id = await draftOf(owner, 'td');
  const photo = await owner.client.from('listing_photos').insert({
    listing_id: id,
    url: `listings/${id}/one.webp`,
    alt: 'The first photo',
    position: 0,
  });
  if (photo.error) throw photo.error;
  const published = await serviceClient()
    .from('listings')
    .update({ status: 'published', description: 'The approved words.' })
    .eq('id', id)
    .select('url_name')
    .single();
  if (published.error) throw published.error;
  return { id, urlName: published.data.url_name as string };
}
