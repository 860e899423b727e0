import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefixSearchQuery } from '../src/features/listings/lib/search-fold.ts';
import { anonClient, serviceClient } from './helpers.ts';

/**
 * The directory's name and place search (name_search, place_search) finds a vendor by what is
 * typed, word for word as the app splits it (src/features/listings/lib/search-fold.ts): a name
 * with a hyphen before a digit, a dotted version, a slash or an e-mail-like word is found by
 * typing it, accents either way, letters of any script kept.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const FLORIST = REFERENCE.businessCategories.florist!;
const tag = randomUUID().slice(0, 6);

const NAMES = [
  `Atelier Review ${tag} 1795937869439-4nwo`,
  `Studio ${tag} 2-4 v1.2`,
  `Fleurs ${tag} a.b.c 3/4`,
  `Hello ${tag} info@fleurs.example`,
  `Ñandú ${tag} +7`,
  `Ελληνικά ${tag} λουλούδια`,
];

let service: SupabaseClient;
let anon: SupabaseClient;
const ids: string[] = [];

async function namesFound(typed: string, column = 'name_search') {
  const query = prefixSearchQuery(typed);
  if (!query) throw new Error(`nothing to search in ${typed}`);
  const { data, error } = await anon
    .from('listings')
    .select('name')
    .eq('status', 'published')
    .textSearch(column, query, { config: 'simple' });
  if (error) throw error;
  return data.map((row) => row.name as string);
}

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  for (const name of NAMES) {
    const { data, error } = await service
      .from('listings')
      .insert({
        name,
        url_name: `directory-search-${tag}-${randomUUID().slice(0, 8)}`,
        business_category_id: FLORIST,
        status: 'published',
        city: 'Saint-Émilion',
        state: 'Nouvelle-Aquitaine',
        country: 'France',
      })
      .select('id')
      .single();
    if (error) throw error;
    ids.push(data.id as string);
  }
});

afterAll(async () => {
  if (ids.length) await service.from('listings').delete().in('id', ids);
});

describe('the directory search', () => {
  it.each(NAMES)('finds %s by typing its whole name', async (name) => {
    expect(await namesFound(name)).toEqual([name]);
  });

  it('finds a name by the start of a word after a hyphen or a dot', async () => {
    expect(await namesFound(`${tag} 4nw`)).toEqual([NAMES[0]]);
    expect(await namesFound(`studio ${tag} v1 2`)).toEqual([NAMES[1]]);
    expect(await namesFound(`${tag} fleurs exam`)).toEqual([NAMES[3]]);
  });

  it('folds accents either way, and finds a place by a hyphenated town', async () => {
    expect(await namesFound(`nandu ${tag}`)).toEqual([NAMES[4]]);
    const inPlace = await namesFound('saint emilion', 'place_search');
    expect(NAMES.every((name) => inPlace.includes(name))).toBe(true);
  });
});
