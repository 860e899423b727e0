/**
 * Fixed reference ids (supabase/reference-ids.json, written by the schema migrations) and stable
 * ids for the seeded rows, so every reset produces the same primary keys.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlogCategoryKey, BusinessCategoryKey } from './corpus/types.ts';

interface ReferenceIds {
  blogCategories: Record<BlogCategoryKey, string>;
  businessCategories: Record<BusinessCategoryKey, string>;
}

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reference-ids.json');

function load(): ReferenceIds {
  const parsed = JSON.parse(readFileSync(FILE, 'utf8')) as Partial<ReferenceIds>;
  if (!parsed.blogCategories || !parsed.businessCategories)
    throw new Error(`${FILE}: blogCategories / businessCategories missing`);
  return parsed as ReferenceIds;
}

export const REFERENCE_IDS = load();

export function blogCategoryId(key: BlogCategoryKey): string {
  const id = REFERENCE_IDS.blogCategories[key];
  if (!id) throw new Error(`reference-ids.json has no blog category "${key}"`);
  return id;
}

export function businessCategoryId(key: BusinessCategoryKey): string {
  const id = REFERENCE_IDS.businessCategories[key];
  if (!id) throw new Error(`reference-ids.json has no business category "${key}"`);
  return id;
}

/** A version-4-shaped UUID derived from a label: the same label always gives the same id. */
export function stableUuid(label: string): string {
  const hex = createHash('sha256').update(`perfete-demo:${label}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
