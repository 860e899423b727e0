import { READING_WORDS_PER_MINUTE } from '@/config/site';

const TAG = /<[^>]*>/g;
const ENTITY = /&[#a-z0-9]+;/gi;

/** Counts words in plain text, or in HTML once its tags are ignored (counting only, never shown). */
export function countWords(text: string, { html = false }: { html?: boolean } = {}): number {
  const plain = html ? text.replace(TAG, ' ').replace(ENTITY, ' ') : text;
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

export const formatReadingTime = (minutes: number) => `${minutes} min read`;
