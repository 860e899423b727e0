/**
 * The demo's verified reviews (issue #32): couples who wrote to a demo vendor through Perféte,
 * married months ago, were invited, and reviewed; some reviews have the vendor's answer. Each
 * review has its inquiry (status booked or archived, booked_at where the vendor marked it
 * booked) and its used invitation, as submit_review would have left them; a vendor's first three
 * were held and published by an editor (a kept 'hold'). The weddings are older
 * than invite_reviews' window, so the seed sends no invitation; the tokens are not kept.
 */
import { createHash } from 'node:crypto';
import { stableUuid } from './ids.ts';

const DAY_MS = 86_400_000;

interface ReviewSeed {
  listing: string;
  couple: string;
  /** The first names shown, or null when the couple did not consent. */
  shown: string | null;
  monthsAgo: number;
  booked: boolean;
  rating: number;
  aspects?: { quality?: number; responsiveness?: number; value?: number; professionalism?: number };
  title: string;
  body: string;
  answer?: string;
}

const REVIEWS: readonly ReviewSeed[] = [
  {
    listing: 'casa-villasenor-events',
    couple: 'Lucía Montes and Daniel Ortega',
    shown: 'Lucía & Daniel',
    monthsAgo: 3,
    booked: true,
    rating: 5,
    aspects: { quality: 5, responsiveness: 5, value: 4, professionalism: 5 },
    title: 'Calm, exact and kind from the first call',
    body: 'We planned from London for a hacienda wedding outside Mérida and never once felt far away. Ana’s team answered within hours, kept a shared timeline we could actually read, and on the day solved a generator failure before any guest noticed.',
    answer:
      'Lucía and Daniel, thank you. Your cenote dinner is still the one our team talks about — we loved every minute.',
  },
  {
    listing: 'casa-villasenor-events',
    couple: 'Hannah Greer and Tom Okafor',
    shown: 'Hannah & Tom',
    monthsAgo: 5,
    booked: true,
    rating: 5,
    aspects: { quality: 5, professionalism: 5 },
    title: 'Worth every peso',
    body: 'Three days of events for ninety guests, two languages, one rainstorm. Every vendor they recommended was excellent, and they were honest when our first ideas would not fit the budget.',
  },
  {
    listing: 'casa-villasenor-events',
    couple: 'Priya Raman and Elliot Shaw',
    shown: null,
    monthsAgo: 7,
    booked: false,
    rating: 4,
    aspects: { responsiveness: 4, value: 3 },
    title: 'Beautiful day, a few slow weeks',
    body: 'The wedding itself was flawless and the design was exactly what we had described. In the spring replies slowed down for a few weeks while they were busy, which made us nervous, but they caught up and everything arrived on time.',
    answer:
      'Thank you for saying so kindly. April was our busiest month on record; we have since added a coordinator so replies stay quick all year.',
  },
  {
    listing: 'casa-villasenor-events',
    couple: 'Sofia Brandt and Jonas Weiler',
    shown: 'Sofia & Jonas',
    monthsAgo: 10,
    booked: true,
    rating: 5,
    title: 'They thought of everything we forgot',
    body: 'From shuttle timings to a quiet room for my grandmother, the details were handled before we asked. Our guests still mention the welcome dinner. We would book them again without a second thought.',
  },
  {
    listing: 'tenuta-bellandi',
    couple: 'Chiara Neri and Marcus Bell',
    shown: 'Chiara & Marcus',
    monthsAgo: 4,
    booked: true,
    rating: 5,
    aspects: { quality: 5, value: 5 },
    title: 'Long tables among the vines',
    body: 'Marco and his family made the estate feel like ours for the weekend. The kitchen cooked with the estate’s own oil and wine, the light at sunset was everything the photos promised, and the rooms meant nobody had to drive.',
    answer: 'Grazie, Chiara and Marcus. Come back for the harvest — the table is laid.',
  },
  {
    listing: 'tenuta-bellandi',
    couple: 'Emma Lindqvist and Oscar Hale',
    shown: 'Emma & Oscar',
    monthsAgo: 6,
    booked: true,
    rating: 4,
    aspects: { quality: 5, responsiveness: 4, value: 3, professionalism: 5 },
    title: 'Stunning venue, plan the transport early',
    body: 'The venue is as beautiful as it looks and the staff were wonderful. The roads up to the estate are narrow, so book the shuttles early and tell guests not to rely on taxis after midnight.',
  },
  {
    listing: 'tenuta-bellandi',
    couple: 'Giulia Serra and Ben Carter',
    shown: null,
    monthsAgo: 9,
    booked: false,
    rating: 5,
    title: 'A perfect September weekend',
    body: 'We came for a visit in January and signed the same afternoon. Eight months later the day was warm, unhurried and delicious, and the team quietly fixed a florist delay we only heard about afterwards.',
  },
  {
    listing: 'bellandi-fotografia',
    couple: 'Nadia Haddad and Sam Whitfield',
    shown: 'Nadia & Sam',
    monthsAgo: 4,
    booked: true,
    rating: 5,
    aspects: { quality: 5, professionalism: 5 },
    title: 'Photographs that feel like the day',
    body: 'Unobtrusive all day and yet nothing was missed: my father’s speech, the children under the table, the last dance. The gallery arrived in five weeks, beautifully edited and never over-filtered.',
    answer: 'Nadia and Sam, it was a joy to photograph a day so full of family. Thank you.',
  },
  {
    listing: 'bellandi-fotografia',
    couple: 'Olivia Marsh and Leo Fontaine',
    shown: 'Olivia & Leo',
    monthsAgo: 8,
    booked: true,
    rating: 4,
    title: 'Lovely pictures, gallery took a while',
    body: 'The photographs are lovely and we have already printed an album. The full gallery took nine weeks rather than the six we were told, but we were kept informed and the wait was worth it.',
  },
  {
    listing: 'flor-de-agave-atelier',
    couple: 'Isabel Cruz and Noah Bennett',
    shown: 'Isabel & Noah',
    monthsAgo: 5,
    booked: true,
    rating: 5,
    aspects: { quality: 5, value: 4 },
    title: 'Flowers that looked wild and lasted all night',
    body: 'Local blooms, dried agave and candles everywhere. Nothing wilted in the afternoon heat, and the team came back at midnight to gather the arrangements for the brunch the next day.',
    answer:
      'Isabel and Noah, your brief was a gift to work with. Thank you for trusting us with the chapel.',
  },
  {
    listing: 'juniper-ash-photography',
    couple: 'Grace Liu and Henry Adams',
    shown: 'Grace & Henry',
    monthsAgo: 3,
    booked: true,
    rating: 5,
    title: 'Made two camera-shy people look at ease',
    body: 'We dreaded the portraits and ended up enjoying them: a short walk, some gentle direction, and a lot of laughing. The candid pictures of our friends are our favourites.',
  },
  {
    listing: 'juniper-ash-photography',
    couple: 'Maya Patel and Chris Doyle',
    shown: null,
    monthsAgo: 6,
    booked: true,
    rating: 4,
    aspects: { responsiveness: 5, value: 4 },
    title: 'Great photographs, fair price',
    body: 'Clear contract, fair price and beautiful photographs. We would have liked a few more pictures of the reception decor, but we had not asked for them specifically, so that is on us.',
    answer:
      'Thank you both. Noted for every couple since: we now ask about decor shots at the planning call.',
  },
  {
    listing: 'juniper-ash-photography',
    couple: 'Ruth Ellis and Aaron Cole',
    shown: 'Ruth & Aaron',
    monthsAgo: 11,
    booked: false,
    rating: 3,
    aspects: { quality: 4, responsiveness: 2 },
    title: 'Good on the day, hard to reach before it',
    body: 'The photographs are good and the day went well. Before the wedding it was hard to get answers: two emails went unanswered for over a week and we had to call to confirm the timeline.',
  },
  {
    listing: 'maison-aubrac-planning',
    couple: 'Claire Dubois and James Whitaker',
    shown: 'Claire & James',
    monthsAgo: 5,
    booked: true,
    rating: 5,
    title: 'A château wedding without the stress',
    body: 'They found us a château we could afford, managed every supplier in French on our behalf and wrote us a day-of booklet our families actually read. We enjoyed our own wedding, which is the highest praise we have.',
  },
];

const monthsBefore = (now: Date, months: number, day: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function buildReviews(input: {
  now: Date;
  listings: Map<string, { id: string; name: string; status: string }>;
}) {
  const inquiries: Record<string, unknown>[] = [];
  const invitations: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  const holds: Record<string, unknown>[] = [];
  // A vendor's first three reviews were held for an editor, who published them the next day
  // (issue #40: review_hold_reason); later ones went up at once.
  const firstOfVendor = new Set(
    [...new Set(REVIEWS.map((seed) => seed.listing))].flatMap((listing) =>
      REVIEWS.map((seed, index) => ({ seed, index }))
        .filter(({ seed }) => seed.listing === listing)
        .sort((a, b) => b.seed.monthsAgo - a.seed.monthsAgo)
        .slice(0, 3)
        .map(({ index }) => index),
    ),
  );
  REVIEWS.forEach((seed, index) => {
    const listing = input.listings.get(seed.listing);
    if (!listing) throw new Error(`review for unknown listing ${seed.listing}`);
    const wedding = monthsBefore(input.now, seed.monthsAgo, 6 + (index % 20));
    const inquired = new Date(wedding.getTime() - (200 + index * 11) * DAY_MS);
    const reviewed = new Date(wedding.getTime() + (6 + (index % 9)) * DAY_MS);
    const email = `${seed.couple.split(' ')[0]!.toLowerCase()}.${index}@couples.example`;
    const inquiryId = stableUuid(`review-inquiry:${index}`);
    const invitationId = stableUuid(`review-invitation:${index}`);
    inquiries.push({
      id: inquiryId,
      listing_id: listing.id,
      name: seed.couple,
      email,
      wedding_date: isoDay(wedding),
      guest_count: 60 + ((index * 17) % 120),
      message: `We are planning our wedding for ${isoDay(wedding)} and would love to hear about your availability.`,
      status: seed.booked ? 'booked' : 'archived',
      booked_at: seed.booked ? new Date(inquired.getTime() + 14 * DAY_MS).toISOString() : null,
      read_at: inquired.toISOString(),
      first_replied_at: new Date(inquired.getTime() + 5 * 60 * 60 * 1000).toISOString(),
      created_at: inquired.toISOString(),
      updated_at: inquired.toISOString(),
    });
    invitations.push({
      id: invitationId,
      inquiry_id: inquiryId,
      listing_id: listing.id,
      email,
      name: seed.couple,
      token_hash: createHash('sha256').update(`demo-review-token:${index}`).digest('hex'),
      expires_at: new Date(reviewed.getTime() + 50 * DAY_MS).toISOString(),
      sent_at: new Date(reviewed.getTime() - 3 * DAY_MS).toISOString(),
      used_at: reviewed.toISOString(),
      created_at: new Date(reviewed.getTime() - 3 * DAY_MS).toISOString(),
    });
    const monthOf = (date: Date) => `${date.toISOString().slice(0, 7)}-01`;
    reviews.push({
      id: stableUuid(`review:${index}`),
      listing_id: listing.id,
      invitation_id: invitationId,
      rating: seed.rating,
      rating_quality: seed.aspects?.quality ?? null,
      rating_responsiveness: seed.aspects?.responsiveness ?? null,
      rating_value: seed.aspects?.value ?? null,
      rating_professionalism: seed.aspects?.professionalism ?? null,
      title: seed.title,
      body: seed.body,
      author_name: seed.shown,
      photos: [],
      inquired_month: monthOf(inquired),
      married_month: monthOf(wedding),
      booking_confirmed: seed.booked,
      answer: seed.answer ?? null,
      answered_at: seed.answer ? new Date(reviewed.getTime() + 2 * DAY_MS).toISOString() : null,
      created_at: reviewed.toISOString(),
    });
    if (firstOfVendor.has(index))
      holds.push({
        id: stableUuid(`review-hold:${index}`),
        review_id: stableUuid(`review:${index}`),
        reason: 'One of this vendor’s first reviews: an editor reads it before it appears.',
        kind: 'hold',
        status: 'kept',
        decided_at: new Date(reviewed.getTime() + DAY_MS).toISOString(),
        created_at: reviewed.toISOString(),
      });
  });
  return { inquiries, invitations, reviews, review_reports: holds };
}
