import { useEffect, useState } from 'react';
import { reviewAnchor } from '@/config/paths';
import { REVIEW_ASPECTS } from '@/config/reviews';
import type { PublicReview } from '../api/get-listing-reviews';
import { reviewPhotoUrl } from '../api/upload-review-photo';
import { BOOKING_CONFIRMED, formatMonth, verifiedLine } from '../lib/verified-line';
import { StarRating } from './star-rating';

function ReviewPhotos({ photos }: { photos: PublicReview['photos'] }) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all(photos.map((photo) => reviewPhotoUrl(photo.path))).then((found) => {
      if (live) setUrls(found);
    });
    return () => {
      live = false;
    };
  }, [photos]);
  if (photos.length === 0 || urls.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.path}>
          <a href={urls[index]} target="_blank" rel="noreferrer" className="block">
            <img
              src={urls[index]}
              alt={photo.alt}
              width={112}
              height={112}
              loading="lazy"
              decoding="async"
              className="size-28 bg-ivory-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One review as couples read it: rating, title, who (first names with consent, else "A verified
 * couple"), the verified line, "Booked, confirmed by the vendor" where it is true, the words, the
 * optional ratings, photos, and the vendor's public answer.
 */
export function ReviewCard({
  review,
  listingName,
  headingLevel = 3,
}: {
  review: PublicReview;
  listingName: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const aspects = REVIEW_ASPECTS.filter((aspect) => review[aspect.key] !== null);
  return (
    <article
      id={reviewAnchor(review.id)}
      tabIndex={-1}
      className="flex scroll-mt-header flex-col gap-3 border-t border-ivory-300 pt-6 focus:outline-none"
    >
      <StarRating rating={review.rating} className="text-lg" />
      <Heading className="font-display text-2xl leading-snug text-ink">{review.title}</Heading>
      <p className="text-sm text-ink-700">
        <span className="font-medium text-ink">{review.author_name ?? 'A verified couple'}</span>
        {' · '}
        {verifiedLine(review)}
      </p>
      {review.booking_confirmed ? (
        <p className="self-start border border-champagne-300 bg-ivory-100 px-3 py-1 text-xs font-medium tracking-label text-champagne-700 uppercase">
          {BOOKING_CONFIRMED}
        </p>
      ) : null}
      <p className="max-w-measure whitespace-pre-line text-ink-700">{review.body}</p>
      {aspects.length > 0 ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-700">
          {aspects.map((aspect) => (
            <div key={aspect.key} className="flex gap-2">
              <dt>{aspect.label}</dt>
              <dd>
                {review[aspect.key]}
                <span className="sr-only"> out of 5</span>
                <span aria-hidden="true">/5</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ReviewPhotos photos={review.photos} />
      {review.answer ? (
        <div className="ml-4 border-l-2 border-champagne-300 pl-4">
          <p className="text-sm font-medium text-ink">
            Answer from {listingName}
            {review.answered_at ? (
              <span className="font-normal text-ink-500">
                {' '}
                · {formatMonth(review.answered_at.slice(0, 7) + '-01')}
                {review.answer_updated_at ? ', edited' : ''}
              </span>
            ) : null}
          </p>
          <p className="mt-1 max-w-measure whitespace-pre-line text-ink-700">{review.answer}</p>
        </div>
      ) : null}
    </article>
  );
}
