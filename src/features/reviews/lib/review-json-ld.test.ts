// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reviewJsonLd, withReviewJsonLd } from './review-json-ld';
import { summarizeReviews } from './review-summary';
import { verifiedLine } from './verified-line';

const review = (rating: number, day: number, author: string | null = null) => ({
  rating,
  title: `Title ${day}`,
  body: `Body ${day}`,
  author_name: author,
  created_at: `2026-05-${String(day).padStart(2, '0')}T10:00:00Z`,
});

describe('reviews in numbers and in JSON-LD', () => {
  it('counts each rating; no average below three reviews', () => {
    const two = summarizeReviews([review(5, 1), review(3, 2)]);
    expect(two.count).toBe(2);
    expect(two.average).toBeNull();
    expect(two.distribution).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 0 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
    expect(summarizeReviews([review(5, 1), review(5, 2), review(4, 3), review(5, 4)]).average).toBe(
      4.8,
    );
  });

  it('AggregateRating from three reviews on, Review newest first, names only as given', () => {
    expect(reviewJsonLd([])).toEqual({});
    const few = reviewJsonLd([review(5, 1), review(4, 2, 'Marta & Jon')]);
    expect(few).not.toHaveProperty('aggregateRating');
    expect(few.review?.map((item) => item.author.name)).toEqual([
      'Marta & Jon',
      'A verified couple',
    ]);
    const merged = withReviewJsonLd({ '@type': 'LocalBusiness', name: 'Studio' }, [
      review(5, 1),
      review(4, 2),
      review(3, 3),
    ]);
    expect(merged).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Studio',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4,
        ratingCount: 3,
        bestRating: 5,
      },
    });
    expect(merged.review?.[0]).toMatchObject({
      '@type': 'Review',
      name: 'Title 3',
      datePublished: '2026-05-03',
      reviewRating: { ratingValue: 3 },
    });
  });

  it('says when the couple inquired and married, by month', () => {
    expect(verifiedLine({ inquired_month: '2026-05-01', married_month: '2026-09-01' })).toBe(
      'Verified couple — inquired through Perféte in May 2026, married September 2026',
    );
  });
});
