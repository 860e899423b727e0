/**
 * The members behind the directory: every listing belongs to one, as in production, where only a
 * member's listing can be published. Who speaks for the venues that name no lead, and why each was
 * invited (vendor_members.admission_note, shown on the vendor page as the curation it is). All
 * people and reasons are invented; notes are drawn per category, least used first, so no two
 * members of a category share one.
 */
import type { BusinessCategoryKey } from './types.ts';

/** The member for a listing that names no lead (its events director, its owner). */
export const MEMBER_NAMES: Readonly<Record<string, string>> = {
  'the-alder-hotel': 'Cora Whitaker',
  'hotel-des-lys': 'Amaury Delacroix',
  'grand-hotel-villa-celeste': 'Ludovica Sarti',
  'the-marlowe-house-hotel': 'Imogen Ashcombe',
  'chateau-de-valmont': 'Sixtine de Valmont',
  'ashgrove-manor': 'Rupert Hallam',
  'willowmere-estate': 'Jessamine Doyle',
  'casa-marea-resort': 'Ximena Olvera',
  'pitons-bay-resort': 'Desmond Joseph',
  'masseria-bianca-resort': 'Annalisa De Santis',
  'domaine-des-oliviers': 'Baptiste Roux',
  'sonoma-hills-vineyard': 'Wren Castellano',
  'quinta-do-sol-nascente': 'Duarte Figueira',
  'velvet-rope-styling': 'Poppy Marchetti',
  'glowhouse-lighting': 'Ansel Moreau',
};

export const ADMISSION_NOTES: Readonly<Record<BusinessCategoryKey, readonly string[]>> = {
  planner: [
    'Invited after three weddings we attended ran to the minute without a single guest noticing the plan.',
    'For budgets shown to couples in full, and suppliers who ask to work with them again.',
    'The calmest person in every room we have seen them in, and the most prepared.',
    'For destination weekends that feel like a host’s party rather than a tour.',
  ],
  decor: [
    'For rooms built from objects with a history, never from a catalogue.',
    'Invited for tables that photograph well and feel even better to sit at.',
    'A collection of their own, sampled in full before the day: nothing is a surprise.',
    'For restraint: one idea per room, carried through to the last candle.',
    'Their strike crew leaves a venue as they found it, which venues tell us is rare.',
  ],
  photography: [
    'For galleries that tell the day in order, with the quiet moments kept in.',
    'Invited for honest colour and for never asking a couple to perform.',
    'Every album we have held from this studio was designed by hand, page by page.',
    'For documentary work that notices the guests as much as the couple.',
  ],
  videography: [
    'For films with clean sound: vows heard in full, not buried under music.',
    'Invited for edits that breathe, and a crew of two nobody notices.',
    'Their documentary cuts are the ones couples tell us they watch every anniversary.',
    'For weaving family archive into the film without a trace of sentimentality.',
  ],
  contentCreator: [
    'For same-day clips that feel like the couple’s own, not a brand’s.',
    'Invited because photographers and filmmakers ask to share a day with them.',
    'Quick, discreet and generous with the people in the background.',
    'For candid stills delivered before the last guest has gone home.',
  ],
  stationery: [
    'For letterpress and hand lettering made to be kept, not recycled.',
    'Invited for suites that carry a wedding’s place in their paper and ink.',
    'Every proof arrives on the real stock, which tells you everything about the studio.',
    'For day-of pieces that guide guests without a single sign too many.',
  ],
  beauty: [
    'For skin that looks like skin at the end of a long summer day.',
    'Invited for trials that listen first and a team that keeps to time.',
    'Their kits are immaculate and their touch-ups invisible; brides notice both.',
    'For hair that holds through a dance floor and still looks undone.',
  ],
  florist: [
    'For flowers that look gathered from a garden, in season and from nearby.',
    'Invited for installations that leave the architecture room to speak.',
    'Grows much of what it uses, and says so only when asked.',
    'For arrangements that last the evening and are given away the next morning.',
  ],
  dj: [
    'For reading a room: the floor fills early and stays full.',
    'Invited because they play what the couple asked for and nothing they banned.',
    'Clean sound, tidy cables and a microphone that works for every speech.',
    'For sets that move between generations without a single awkward gap.',
  ],
  cakes: [
    'For cakes that taste as good as they look, tested at every tasting we held.',
    'Invited for sugar flowers you have to touch to believe are sugar.',
    'Seasonal flavours and honest ingredients, and a cake that stands through July.',
    'For dessert tables designed with the florist, not beside them.',
  ],
  fineJewelry: [
    'For rings made to be worn every day for fifty years.',
    'Invited for stones sourced with paperwork, and a bench that shows its work.',
    'For heirloom resetting done with care for what the piece already means.',
    'Their engagement appointments are unhurried, and nobody is sold up.',
  ],
  officiant: [
    'For ceremonies written with the couple, in their words, with no filler.',
    'Invited after guests at three ceremonies asked us who had married the couple.',
    'Warm, brief when it matters and never the centre of attention.',
    'For bilingual ceremonies that leave neither family feeling like guests.',
  ],
  band: [
    'For live sets that sound as good at midnight as at the first dance.',
    'Invited for a repertoire that spans a century and a bandleader who reads the room.',
    'Punctual, well rehearsed and happy to learn one song just for the couple.',
    'For ceremony strings and a dance-floor band from one team, seamlessly.',
  ],
  fashion: [
    'For gowns fitted over months, with every alteration made in-house.',
    'Invited for tailoring that lets a couple look like themselves, only sharper.',
    'Fabrics chosen for how they move on the day, not how they hang in a shop.',
    'For second looks and heirloom remakes done with real respect for the original.',
  ],
  rental: [
    'For a collection kept in perfect order, counted out and counted back.',
    'Invited for pieces with character: no two tables need look the same.',
    'Deliveries arrive on time and collections leave no trace.',
    'For helping couples borrow rather than buy, beautifully.',
  ],
  lighting: [
    'For candlelight where candles are allowed, and light that looks like it where they are not.',
    'Invited for rigs that disappear into old buildings and leave no mark.',
    'They light faces, not just rooms: every photographer we asked agreed.',
    'For evenings that change mood with the hours, quietly.',
    'A careful crew in listed buildings, with the permits in order before anyone asks.',
  ],
  catering: [
    'For food that arrives hot at the far end of a long table.',
    'Invited for menus built from the region’s own produce and cellar.',
    'Every dietary need met at the table, without a special plate that looks it.',
    'For service that is warm, quick and never in the way of a speech.',
  ],
  venue: [
    'For a house that hosts one wedding a day, with the whole staff behind it.',
    'Invited for rooms that need little dressing and a team that knows every corner.',
    'Their events director has said no to a date rather than rush a couple; we noticed.',
    'For grounds kept as a garden first and a venue second.',
    'Invited for honest capacity figures and a rain plan as lovely as the first plan.',
    'For suppliers treated as guests, which shows in every wedding held there.',
    'A place with its own history, shared with couples rather than sold to them.',
    'For quiet: one celebration at a time, and neighbours who are glad of it.',
    'Invited for a kitchen that cooks for a wedding as it would for its own table.',
    'For a harvest-season calendar planned around the vines, and around the couple.',
    'Their coordinator stays from the first visit to the last dance.',
    'For long tables outdoors with a real plan for the evening chill.',
    'Invited for a setting no décor could improve, and the sense not to try.',
    'For accessible rooms and paths, thought about rather than added.',
  ],
};
