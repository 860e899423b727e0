import { describe, expect, it } from 'vitest';
import { articleJsonLd, type ArticleSource } from './article-json-ld';

const story: ArticleSource = {
  title: 'A Vineyard Wedding in the Douro',
  excerpt: 'Two days among the terraces.',
  author: null,
  published_at: '2026-05-02T09:30:00+00:00',
  updated_at: '2026-05-03T10:00:00+00:00',
  category_ref: { name: 'Real Weddings' },
  profile: { full_name: 'Inês Duarte', slug: 'ines-duarte' },
};
const where = { url: 'https://perfete.example/blog/douro', origin: 'https://perfete.example' };

describe('a story’s Article', () => {
  it('names the writer as a Person with their page', () => {
    expect(articleJsonLd(story, where).author).toEqual({
      '@type': 'Person',
      name: 'Inês Duarte',
      url: 'https://perfete.example/writers/ines-duarte',
    });
  });

  it('gives a byline typed by hand no page, and an unsigned story the Organization', () => {
    const typed = articleJsonLd({ ...story, profile: null, author: 'A Guest Writer' }, where);
    expect(typed.author).toEqual({ '@type': 'Person', name: 'A Guest Writer' });
    const unsigned = articleJsonLd({ ...story, profile: null }, where);
    expect(unsigned.author).toEqual({ '@type': 'Organization', name: 'Perféte' });
  });

  it('writes ISO times, the section and the page it describes', () => {
    const article = articleJsonLd(story, { ...where, image: 'https://cdn.example/c.webp' });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: story.title,
      image: ['https://cdn.example/c.webp'],
      datePublished: '2026-05-02T09:30:00Z',
      articleSection: 'Real Weddings',
      mainEntityOfPage: { '@type': 'WebPage', '@id': where.url },
    });
  });
});
