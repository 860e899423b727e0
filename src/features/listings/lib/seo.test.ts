// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/components/page-meta';
import { cardRow } from '@/testing/listings';
import { itemListJsonLd, LIST_SUMMARY_MAX, summarize, vendorJsonLd, vendorTitle } from './seo';

const ORIGIN = 'https://perfete.example';

describe('directory JSON-LD', () => {
  it('is an ItemList of LocalBusiness with name, description, image, URL and address', () => {
    const data = itemListJsonLd(
      [cardRow(), cardRow({ id: 'l-2', url_name: 'two', name: 'Two', city: null })],
      {
        name: 'Perféte vendor directory',
        firstPosition: 25,
        origin: ORIGIN,
      },
    );
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toHaveLength(2);
    expect(data.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 25,
      item: {
        '@type': 'LocalBusiness',
        name: 'Bellandi Fotografia',
        description: 'Quietly observed photographs.',
        image: expect.stringMatching(
          /^http.*\/storage\/v1\/object\/public\/media\/demo\/listings\/bellandi-fotografia\/cover-1200\.webp$/,
        ),
        url: 'https://perfete.example/index/bellandi-fotografia',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Florence',
          addressRegion: 'Tuscany',
          addressCountry: 'Italy',
        },
      },
    });
    expect(data.itemListElement[1]!.position).toBe(26);
    expect(data.itemListElement[1]!.item.address).not.toHaveProperty('addressLocality');
  });

  it('gives each business the database’s summary cut at a word, as from the whole description', () => {
    const description = `${'Candlelit suppers and long tables under the olive trees. '.repeat(8)}`;
    const flattened = description.replace(/\s+/g, ' ').trim();
    // The generated column: the first LIST_SUMMARY_MAX + 1 characters, white space made single.
    const summary = flattened.slice(0, LIST_SUMMARY_MAX + 1);
    const data = itemListJsonLd([cardRow({ summary })], { name: 'Directory', origin: ORIGIN });
    const written = data.itemListElement[0]!.item.description;
    expect(written).toBe(summarize(description, LIST_SUMMARY_MAX));
    expect(written.length).toBeLessThanOrEqual(LIST_SUMMARY_MAX);
    expect(written.endsWith('…')).toBe(true);
    expect(vendorJsonLd({ ...cardRow(), description }, ORIGIN).description.length).toBeGreaterThan(
      LIST_SUMMARY_MAX,
    );
  });

  it('survives a description that tries to end the script element', () => {
    const json = serializeJsonLd(
      vendorJsonLd({ ...cardRow(), description: '</script><script>alert(1)</script>' }, ORIGIN),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).description).toBe('</script><script>alert(1)</script>');
  });
});

describe('meta text', () => {
  it('summarizes at a word boundary', () => {
    expect(summarize('short')).toBe('short');
    const long = 'word '.repeat(60);
    const summary = summarize(long, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('word…')).toBe(true);
  });

  it('titles a vendor page by name, category and city', () => {
    expect(vendorTitle('Bellandi Fotografia', 'Photography', 'Florence')).toBe(
      'Bellandi Fotografia — Photography in Florence | Perféte',
    );
    expect(vendorTitle('Studio', undefined, null)).toBe('Studio | Perféte');
  });
});
