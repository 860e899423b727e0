/** Alt text for the generated artwork: what the picture shows, in plain words. */
import type { Motif } from './art.ts';

const MOTIF_WORDS: Record<Motif, string> = {
  arch: 'an arched doorway with climbing greenery',
  bloom: 'a cluster of soft, layered blooms and leaves',
  rings: 'two interlocking gold rings',
  botanical: 'slender botanical stems with small flowers',
  landscape: 'rolling hills and cypress trees under a low sun',
  gown: 'a flowing bridal gown',
  candles: 'tall taper candles glowing on a table',
  cake: 'a tiered wedding cake with cascading flowers',
  pearls: 'a strand of pearls with a drop pendant',
  gem: 'a faceted gemstone catching the light',
  stationery: 'layered invitation cards with a wax seal',
  record: 'a vinyl record above a row of sound bars',
  lens: 'a camera lens aperture',
  petals: 'scattered petals around a single bloom',
  vessels: 'perfume bottles and small vessels on a table',
  coupes: 'champagne coupes on a table',
  portrait: 'a stylized portrait',
  veil: 'a long, sheer veil falling in layers',
  sun: 'a sun setting over still water',
};

const PALETTE_WORDS: Record<string, string> = {
  'ivory-blush': 'ivory and blush',
  champagne: 'champagne and cream',
  sage: 'sage and ivory',
  dusk: 'plum and gold',
  rose: 'rose and cream',
  terracotta: 'terracotta and sand',
  sea: 'sea blue and sand',
  ink: 'ink and gold',
};

/** "Illustration of two interlocking gold rings, in sage and ivory." */
export function artAlt(motif: Motif, palette?: string, subject?: string): string {
  const tones = palette ? PALETTE_WORDS[palette] : undefined;
  return `Illustration of ${MOTIF_WORDS[motif]}${tones ? `, in ${tones}` : ''}${subject ? ` (${subject})` : ''}`;
}
