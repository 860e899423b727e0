/**
 * Seeded randomness for the demo content: every reset yields byte-identical rows and images.
 * mulberry32 over a 32-bit state; `fork(label)` derives an independent stream from the initial seed and
 * the label only (not from how many numbers were drawn), so adding one post never reshuffles others.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  float(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  fork(label: string): Random;
}

export function hashString(text: string): number {
  // FNV-1a, 32 bit.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  const initial = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  let state = initial;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    float: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [
          copy[other] as (typeof copy)[number],
          copy[index] as (typeof copy)[number],
        ];
      }
      return copy;
    },
    sample: (items, count) => random.shuffle(items).slice(0, Math.max(0, count)),
    fork: (label) => createRandom(hashString(`${initial}:${label}`)),
  };
  return random;
}

/** The one seed of the demo magazine. Change it and every reset produces a different magazine. */
export const DEMO_SEED = 'perfete-demo-2026';
