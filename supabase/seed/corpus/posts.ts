/**
 * The magazine: every title, excerpt and key point is original, written for Perféte. People,
 * designers, houses and venues are invented; places are real. Bodies are composed in prose.ts
 * from these facts and the house sentence pools, so no two posts read alike.
 *
 * Order matters within a category: the first post is the newest (see dates in build-posts.ts).
 */
import type { PostSeed } from './types.ts';

const realWeddings: PostSeed[] = [
  {
    slug: 'olive-grove-long-table-wedding-lucca',
    title: 'Fifty Guests, One Long Table and an Olive Grove Outside Lucca',
    excerpt:
      'Giulia and Ben traded a ballroom for a single table under the olives, a string quartet in the vines and a dinner that ran until the cicadas gave up.',
    category: 'realWeddings',
    subcategory: 'intimateWeddings',
    kind: 'wedding',
    motif: 'landscape',
    palette: 'sage',
    author: 'margaux',
    daysAgo: 3,
    home: 2,
    featured: true,
    video: 'vineyard-arch',
    wedding: {
      couple: ['Giulia', 'Ben'],
      place: 'Lucca, Tuscany',
      season: 'summer',
      guests: 50,
      credits: [
        ['Venue', 'tenuta-bellandi'],
        ['Photographer', 'bellandi-fotografia'],
        ['Music', 'quartetto-serenissima'],
        ['Stationery', 'inkwell-atelier'],
        ['Rentals', 'la-tavola-rentals'],
      ],
    },
  },
  {
    slug: 'candlelit-supper-club-wedding-mexico-city',
    title: 'A Candlelit Supper Club Wedding in a Former Mexico City Printworks',
    excerpt:
      'Valeria and Tomás filled an old printing hall in Roma Norte with four hundred tapers, a mezcal bar and a dinner cooked over open flame.',
    category: 'realWeddings',
    subcategory: 'cityWeddings',
    kind: 'wedding',
    motif: 'candles',
    palette: 'dusk',
    author: 'imani',
    video: 'candlelit-supper',
    featured: true,
    wedding: {
      couple: ['Valeria', 'Tomás'],
      place: 'Mexico City',
      season: 'autumn',
      guests: 140,
      venue: 'a restored printworks in Roma Norte',
      credits: [
        ['Planner', 'casa-villasenor-events'],
        ['Florist', 'flor-de-agave-atelier'],
        ['Catering', 'cocina-de-humo'],
        ['Photographer', 'soledad-ruiz-studio'],
        ['Music', 'mariachi-estrellas-de-jalisco'],
      ],
    },
  },
  {
    slug: 'under-the-jacarandas-hacienda-wedding-oaxaca',
    title: 'Under the Jacarandas: An Intimate Hacienda Wedding Near Oaxaca',
    excerpt:
      'A calenda parade, a courtyard carpeted in violet blossom and sixty guests who still talk about the mole.',
    category: 'realWeddings',
    subcategory: 'intimateWeddings',
    kind: 'wedding',
    motif: 'arch',
    palette: 'rose',
    author: 'sadie',
    wedding: {
      couple: ['Ximena', 'Andrés'],
      place: 'San Agustín Etla, Oaxaca',
      season: 'spring',
      guests: 60,
      credits: [
        ['Venue', 'hacienda-las-jacarandas'],
        ['Planner', 'casa-villasenor-events'],
        ['Florist', 'flor-de-agave-atelier'],
        ['Officiant', 'ceremonias-luz'],
      ],
    },
  },
  {
    slug: 'black-tie-forty-second-floor-manhattan',
    title: 'Black Tie on the Forty-Second Floor: Naomi and Julian in Manhattan',
    excerpt:
      'A December wedding with the whole city lit below, a swing band that refused to stop and a cake shaped like the building.',
    category: 'realWeddings',
    subcategory: 'cityWeddings',
    kind: 'wedding',
    motif: 'coupes',
    palette: 'ink',
    author: 'noor',
    wedding: {
      couple: ['Naomi', 'Julian'],
      place: 'New York City',
      season: 'winter',
      guests: 180,
      credits: [
        ['Venue', 'the-alder-hotel'],
        ['Decor', 'the-gilded-table'],
        ['Gown', 'atelier-seraphine'],
        ['Music', 'silver-moon-swing-band'],
        ['Beauty', 'velvet-hour-beauty'],
        ['Rings', 'aurelian-fine-jewelry'],
      ],
    },
  },
  {
    slug: 'isle-of-skye-elopement-wool-capes',
    title: 'Eloping to the Isle of Skye, Wool Capes and All',
    excerpt:
      'Two people, one celebrant, a piper on the ridge and a sideways rain they now describe as romantic.',
    category: 'realWeddings',
    subcategory: 'elopements',
    kind: 'wedding',
    motif: 'landscape',
    palette: 'sea',
    author: 'lucia',
    wedding: {
      couple: ['Freya', 'Isla'],
      attire: 'gowns',
      place: 'the Isle of Skye, Scotland',
      season: 'autumn',
      guests: 2,
      venue: 'a ridge above the Quiraing',
      credits: [
        ['Videographer', 'northlight-wedding-films'],
        ['Officiant', 'tom-albright-celebrant'],
      ],
    },
  },
  {
    slug: 'brass-band-second-line-new-orleans',
    title: 'Rain, Umbrellas and a Brass Band Through the French Quarter',
    excerpt:
      'When the April storm arrived, Simone and Dev handed out parasols and let the second line carry on regardless.',
    category: 'realWeddings',
    subcategory: 'cityWeddings',
    kind: 'wedding',
    motif: 'petals',
    palette: 'champagne',
    author: { text: 'Anouk Verlaine' },
    wedding: {
      couple: ['Simone', 'Dev'],
      place: 'New Orleans',
      season: 'spring',
      guests: 120,
      venue: 'a courtyard off Royal Street',
      credits: [
        ['Music', 'the-brass-lanterns'],
        ['Content Creator', 'same-day-stories'],
        ['Lighting', 'firefly-lighting-design'],
      ],
    },
  },
  {
    slug: 'garden-wedding-three-summers-hudson-valley',
    title: 'The Garden Wedding That Took Three Summers to Grow',
    excerpt:
      'Hannah planted the cutting garden herself. By the wedding, it had become the ceremony, the bouquets and the centerpieces.',
    category: 'realWeddings',
    subcategory: 'intimateWeddings',
    kind: 'wedding',
    motif: 'botanical',
    palette: 'ivory-blush',
    author: 'imani',
    wedding: {
      couple: ['Hannah', 'Oliver'],
      place: 'Rhinebeck, in the Hudson Valley',
      season: 'summer',
      guests: 75,
      credits: [
        ['Venue', 'willowmere-estate'],
        ['Florist', 'wild-meadow-floral-co'],
        ['Cake', 'sugar-and-sage-bakery'],
        ['Photographer', 'juniper-ash-photography'],
      ],
    },
  },
  {
    slug: 'sunrise-elopement-white-sands-dunes',
    title: 'A Sunrise Elopement in the Dunes of White Sands',
    excerpt:
      'Alarm at four, vows at six, pancakes at eight: Anjali and Sam on choosing the quietest wedding imaginable.',
    category: 'realWeddings',
    subcategory: 'elopements',
    kind: 'wedding',
    motif: 'sun',
    palette: 'terracotta',
    author: 'noor',
    wedding: {
      couple: ['Anjali', 'Sam'],
      place: 'White Sands, New Mexico',
      season: 'spring',
      guests: 2,
      venue: 'the gypsum dunes at first light',
      credits: [['Content Creator', 'capture-confetti']],
    },
  },
  {
    slug: 'paris-courthouse-bistro-dinner-for-forty',
    title: 'Paris in November: A Mairie Ceremony and a Bistro Dinner for Forty',
    excerpt:
      'A ten-minute civil ceremony, a walk along the Seine in the drizzle, and a private room above a bistro where nobody wanted to leave.',
    category: 'realWeddings',
    subcategory: 'cityWeddings',
    kind: 'wedding',
    motif: 'stationery',
    palette: 'ivory-blush',
    author: 'theo',
    wedding: {
      couple: ['Élise', 'Gabriel'],
      place: 'Paris',
      season: 'winter',
      guests: 40,
      venue: 'the mairie of the sixth arrondissement',
      credits: [
        ['Gown', 'delphine-aubrac-couture'],
        ['Stationery', 'maison-calligraphe'],
        ['Cake', 'patisserie-celestine'],
        ['Beauty', 'atelier-visage'],
      ],
    },
  },
  {
    slug: 'amalfi-coast-elopement-scooter',
    title: 'Two Witnesses and a Scooter: An Amalfi Coast Elopement',
    excerpt:
      'Nadia and Leo married on a terrace above Positano, then rode the coast road to lunch with their only guests riding pillion.',
    category: 'realWeddings',
    subcategory: 'elopements',
    kind: 'wedding',
    motif: 'sun',
    palette: 'sea',
    author: 'lucia',
    wedding: {
      couple: ['Nadia', 'Leo'],
      place: 'Positano, on the Amalfi Coast',
      season: 'summer',
      guests: 4,
      venue: 'a lemon-grove terrace above Positano',
      credits: [
        ['Photographer', 'bellandi-fotografia'],
        ['Beauty', 'bella-sposa-hair-and-makeup'],
      ],
    },
  },
  {
    slug: 'library-wedding-chicago-oxblood-ivory',
    title: 'A Library Wedding in Chicago, Bound in Oxblood and Ivory',
    excerpt:
      'Ezra and Malik, two literature professors, chose a reading room with a stained-glass dome and place cards printed with each guest’s favorite first line.',
    category: 'realWeddings',
    subcategory: 'cityWeddings',
    kind: 'wedding',
    motif: 'stationery',
    palette: 'rose',
    author: 'sadie',
    legacy: true,
    wedding: {
      couple: ['Ezra', 'Malik'],
      attire: 'suits',
      place: 'Chicago',
      season: 'autumn',
      guests: 110,
      venue: 'a reading room under a stained-glass dome',
      credits: [
        ['Music', 'silver-moon-swing-band'],
        ['Stationery', 'paper-and-peony-press'],
      ],
    },
  },
  {
    slug: 'lakeside-ceremony-ontario-canoe-exit',
    title: 'A Lakeside Ceremony in Ontario With Twelve Guests and a Canoe Exit',
    excerpt:
      'A cottage weekend, a dock for an aisle and a getaway canoe paddled, somewhat unsteadily, by the groom.',
    category: 'realWeddings',
    subcategory: 'intimateWeddings',
    kind: 'wedding',
    motif: 'landscape',
    palette: 'sage',
    author: 'margaux',
    wedding: {
      couple: ['Claire', 'Mateo'],
      place: 'Muskoka, Ontario',
      season: 'summer',
      guests: 12,
      venue: 'a family cottage on the lake',
      credits: [['Lighting', 'lumiere-event-lighting']],
    },
  },
  {
    slug: 'sonoma-vineyard-wedding-sage-and-rust',
    title: 'A Vineyard Wedding in Sonoma, Styled in Sage and Rust',
    excerpt:
      'Harvest-season vows among the Pinot Noir, a wood-fired feast and dessert wines poured straight from the barrel.',
    category: 'realWeddings',
    kind: 'wedding',
    motif: 'arch',
    palette: 'terracotta',
    author: 'imani',
    video: 'riviera-evening',
    legacy: true,
    wedding: {
      couple: ['Rachel', 'Kwame'],
      place: 'Sonoma, California',
      season: 'autumn',
      guests: 160,
      credits: [
        ['Venue', 'sonoma-hills-vineyard'],
        ['Catering', 'hearth-and-vine-catering'],
        ['Decor', 'atelier-lumen-decor'],
        ['DJ', 'dj-nova-reyes'],
      ],
    },
  },
  {
    slug: 'chateau-weekend-loire-valley',
    title: 'The Château Weekend: Three Days of Celebration in the Loire Valley',
    excerpt:
      'A welcome picnic, a formal dinner in the orangery and a Sunday pool party: how Amara and Felix gave ninety guests a proper French weekend.',
    category: 'realWeddings',
    kind: 'wedding',
    motif: 'arch',
    palette: 'champagne',
    author: 'margaux',
    legacy: true,
    wedding: {
      couple: ['Amara', 'Felix'],
      place: 'the Loire Valley',
      season: 'summer',
      guests: 90,
      credits: [
        ['Venue', 'chateau-de-valmont'],
        ['Planner', 'maison-aubrac-planning'],
        ['Florist', 'fleurs-de-saison'],
        ['Videographer', 'cinema-douce'],
        ['DJ', 'solenne-beats'],
      ],
    },
  },
];

const fashion: PostSeed[] = [
  {
    slug: 'bridal-fashion-week-spring-2027-cathedral-veil',
    title: 'Bridal Fashion Week Spring 2027: The Return of the Cathedral Veil',
    excerpt:
      'Twelve feet of silk tulle, edged in nothing at all. This season the veil stopped being an accessory and became the whole statement.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'veil',
    palette: 'champagne',
    author: 'theo',
    daysAgo: 1,
    home: 1,
    featured: true,
    video: 'atelier-fitting',
    points: [
      [
        'Atelier Seraphine',
        'Veils cut from a single panel of silk tulle, pooled three meters behind gowns of the plainest crepe.',
      ],
      [
        'Delphine Aubrac',
        'Calais lace edges as fine as frost, and a mantilla worn back to front so the scallops framed the shoulder blades.',
      ],
      [
        'Maison Olyver',
        'Veils embroidered with tiny seed pearls in scattered constellations, anchored by a single comb at the nape.',
      ],
      [
        'Studio Verrine',
        'The boldest idea of the week: a veil in pale champagne, worn over a dress of the same shade so the two dissolved together.',
      ],
    ],
  },
  {
    slug: 'opinion-bridal-jumpsuit-deserves-better',
    title: 'Opinion: The Bridal Jumpsuit Deserves Better Than a Punchline',
    excerpt:
      'Every season someone sends one down the runway and every season someone laughs. Our fashion director thinks the joke has gone stale.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'gown',
    palette: 'ink',
    author: 'theo',
    opinion: true,
    points: [
      [
        'The case for movement',
        'A wide-leg jumpsuit in heavy crepe moves like a column gown and lets you take the stairs two at a time.',
      ],
      [
        'The case for tailoring',
        'A sharp shoulder and a long line are as formal as any ballgown; they simply ask for better fit.',
      ],
      [
        'What needs to change',
        'Designers keep showing the jumpsuit as the second look. Put it first, give it a train, and watch the room change its mind.',
      ],
    ],
  },
  {
    slug: 'five-looks-bridal-fashion-week',
    title: 'Five Looks From Bridal Fashion Week We Can’t Stop Thinking About',
    excerpt:
      'A bow the size of a bouquet, a cape that became a train and a minidress that made the front row gasp.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'gown',
    palette: 'ivory-blush',
    author: 'theo',
    featured: true,
    points: [
      [
        'The oversized bow',
        'At Maison Olyver, a single bow of duchess satin sat at the small of the back, ends trailing to the floor.',
      ],
      [
        'The cape-train',
        'Atelier Seraphine cut a cape from the shoulders that became a train when the model turned.',
      ],
      [
        'The micro-mini',
        'A tiered mini of silk organza at Studio Verrine, worn with opera gloves and absolute conviction.',
      ],
      [
        'The column',
        'Delphine Aubrac’s bias-cut column in ivory satin, finished with a single covered button at the neck.',
      ],
      [
        'The feathered hem',
        'Ostrich feathers dyed to match, trimming a tea-length skirt that trembled with every step.',
      ],
    ],
  },
  {
    slug: 'backstage-maison-olyver-pearls-and-pins',
    title: 'Backstage at Maison Olyver: Pearls, Pins and Forty Minutes to Showtime',
    excerpt:
      'A seamstress with a mouthful of pins, a designer counting pearls by hand and the calm that only arrives at the last possible minute.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'pearls',
    palette: 'rose',
    author: { text: 'Anouk Verlaine' },
    points: [
      [
        'Minus forty minutes',
        'Eleven gowns on the rail, two still missing their hems, and a designer who refuses to raise her voice.',
      ],
      [
        'Minus twenty',
        'The pearl team arrives: four women sewing the last seed pearls onto a bodice while the model reads a novel.',
      ],
      [
        'Minus five',
        'Final check under the strip lights. One veil is re-pinned three times until it falls exactly right.',
      ],
    ],
  },
  {
    slug: 'opinion-the-corset-has-had-its-moment',
    title: 'Opinion: The Corset Has Had Its Moment. Let It Rest.',
    excerpt:
      'Boned bodices ruled the aisle for five years. It is time, our fashion director argues, to breathe out.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'gown',
    palette: 'dusk',
    author: 'theo',
    opinion: true,
    points: [
      [
        'The problem with structure',
        'A corset photographs beautifully and dances badly, and most weddings are mostly dancing.',
      ],
      [
        'What replaces it',
        'Soft drape, bias cuts and bodices supported by clever underpinnings rather than steel.',
      ],
      [
        'The exception',
        'A corset worn as a separate, over a shirt or with trousers, still has plenty to say.',
      ],
    ],
  },
  {
    slug: 'sculpted-sleeves-soft-shoulders-silhouettes',
    title: 'Sculpted Sleeves, Soft Shoulders: The Silhouettes of the Season',
    excerpt:
      'Puffed, draped, detached or gone entirely: the sleeve did most of the talking on the spring runways.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'gown',
    palette: 'champagne',
    author: 'theo',
    points: [
      [
        'The detached sleeve',
        'Gauntlet sleeves in gazar that begin above the elbow and end past the wrist, worn with a strapless bodice.',
      ],
      [
        'The bishop sleeve',
        'Full and gathered at a narrow cuff, in silk chiffon so fine it moved on its own.',
      ],
      [
        'The bare shoulder',
        'Where there was no sleeve, the neckline did the work: a straight, architectural line set just below the collarbone.',
      ],
    ],
  },
  {
    slug: 'color-story-bridal-fashion-week-not-white',
    title: 'The Color Story at Bridal Fashion Week Was Not White',
    excerpt:
      'Butter, blush, oyster and one astonishing shade of pistachio: brides have never had more permission to color outside the lines.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'bloom',
    palette: 'sage',
    author: 'noor',
    points: [
      [
        'Butter',
        'The warmest neutral of the season, flattering on almost every skin tone and kind to candlelight.',
      ],
      [
        'Oyster',
        'A gray-pink pearl shade that reads as white in photographs and something richer in person.',
      ],
      ['Pistachio', 'Studio Verrine’s closing look, in a green so pale it looked like a rumor.'],
    ],
  },
  {
    slug: 'opinion-in-defense-of-the-second-look',
    title: 'Opinion: In Defense of the Second Look',
    excerpt:
      'Is changing outfits at your own wedding an indulgence? Yes. That is exactly the point.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'coupes',
    palette: 'rose',
    author: { text: 'Rafael Quintero' },
    opinion: true,
    points: [
      [
        'The practical case',
        'A ceremony gown is made for walking slowly. A reception dress is made for staying up late.',
      ],
      [
        'The emotional case',
        'A second look marks the shift from solemn to joyful, and guests feel it the moment you walk back in.',
      ],
      [
        'How to do it well',
        'Keep the change under fifteen minutes, keep the shoes comfortable and let the second dress be a surprise.',
      ],
    ],
  },
  {
    slug: 'designers-to-watch-bridal-fashion-week-debuts',
    title: 'Designers to Watch: Four Debut Collections From Bridal Fashion Week',
    excerpt:
      'A former couture embroiderer, a pair of menswear tailors and two other newcomers who made the old guard sit up.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'lens',
    palette: 'ivory-blush',
    author: 'theo',
    points: [
      [
        'Ines Caravaggi',
        'Eight years embroidering for couture houses, now showing gowns whose beadwork is visible only up close.',
      ],
      [
        'Okello & Frame',
        'Menswear tailors turning their hand to bridal: sharp trouser suits and a tuxedo dress in ivory grain de poudre.',
      ],
      [
        'Maren Solvik',
        'Nordic minimalism in wool crepe, for winter weddings and brides who dislike fuss.',
      ],
      [
        'Casa Albarrán',
        'Hand-smocked cotton voile from a Seville workshop, for garden weddings in the heat.',
      ],
    ],
  },
  {
    slug: 'find-your-wedding-dress-silhouette',
    title: 'How to Find Your Wedding Dress Silhouette, One Fitting at a Time',
    excerpt:
      'Ballgown, sheath, A-line or mermaid? A patient guide to the shapes, and to trusting the one you keep coming back to.',
    category: 'fashion',
    subcategory: 'weddingDresses',
    kind: 'guide',
    motif: 'gown',
    palette: 'ivory-blush',
    author: 'theo',
    points: [
      [
        'Start with the venue',
        'A cathedral can carry a ballgown; a beach or a city hall rarely can. Let the setting narrow the field.',
      ],
      [
        'Try the shape you think you hate',
        'Stylists report that most brides end up in a silhouette they would never have pulled from the rail.',
      ],
      [
        'Sit, walk and dance',
        'In every fitting, move as you will on the day. A dress that only works standing still is a photograph, not a dress.',
      ],
      [
        'Limit the appointments',
        'Three or four salons is plenty. After that, opinions multiply and instincts fade.',
      ],
    ],
  },
  {
    slug: 'quiet-luxury-gown-heavy-crepe',
    title: 'The Quiet Luxury Gown: Heavy Crepe, No Embellishment, Total Confidence',
    excerpt:
      'No lace, no beading, no tulle. Just a perfect cut in a fabric with enough weight to fall like water.',
    category: 'fashion',
    subcategory: 'weddingDresses',
    kind: 'runway',
    motif: 'gown',
    palette: 'champagne',
    author: 'theo',
    points: [
      [
        'The fabric',
        'Triple-weight silk crepe, heavy enough to hang straight and matte enough to glow rather than shine.',
      ],
      [
        'The fit',
        'With nothing to hide behind, every seam matters: expect three or four fittings, and budget for them.',
      ],
      ['The finish', 'Covered buttons, a hand-rolled hem and a single, perfectly placed dart.'],
    ],
  },
  {
    slug: 'heirloom-alterations-mothers-wedding-dress',
    title: 'Heirloom Alterations: Reimagining a Mother’s Wedding Dress',
    excerpt:
      'A 1989 gown with shoulders to match, rebuilt for her daughter without losing a single stitch of its story.',
    category: 'fashion',
    subcategory: 'weddingDresses',
    kind: 'guide',
    motif: 'veil',
    palette: 'rose',
    author: { text: 'Clementine Osei, as told to Perféte' },
    points: [
      [
        'Assess the fabric first',
        'Old silk can be brittle. A good atelier will test a seam allowance before promising anything.',
      ],
      [
        'Decide what stays',
        'Keep one element untouched, whether lace, buttons or the train, so the original is still recognizable.',
      ],
      [
        'Allow time',
        'Restoration and alteration together take four to six months. Start earlier than feels necessary.',
      ],
    ],
  },
  {
    slug: 'wedding-dresses-with-pockets',
    title: 'Wedding Dresses With Pockets, Because Of Course',
    excerpt:
      'For your lip balm, your vows and your hands during the first dance. We have stopped asking why and started asking why not.',
    category: 'fashion',
    subcategory: 'weddingDresses',
    kind: 'runway',
    motif: 'gown',
    palette: 'sage',
    author: 'noor',
    legacy: true,
    points: [
      [
        'In a ballgown',
        'Hidden in the side seams of a full skirt, deep enough for a phone and invisible when you walk.',
      ],
      [
        'In a column',
        'Slanted welt pockets, borrowed from tailoring, on a crepe sheath with a low back.',
      ],
      ['In a jumpsuit', 'Patch pockets, unapologetically, in ivory linen for a summer city hall.'],
    ],
  },
  {
    slug: 'lace-decoded-chantilly-alencon-guipure',
    title: 'Lace, Decoded: Chantilly, Alençon and Guipure Explained',
    excerpt: 'Three laces, three personalities. A short field guide before your first appointment.',
    category: 'fashion',
    subcategory: 'weddingDresses',
    kind: 'guide',
    motif: 'botanical',
    palette: 'ivory-blush',
    author: 'theo',
    legacy: true,
    points: [
      [
        'Chantilly',
        'Fine, flat and delicate, with floral motifs on a hexagonal net. The lace of romance and long sleeves.',
      ],
      [
        'Alençon',
        'Motifs outlined in a raised cord that gives texture and shadow. The lace of formal, traditional gowns.',
      ],
      [
        'Guipure',
        'No net at all: heavy motifs joined by bars. Graphic and modern, and beautiful over a contrasting lining.',
      ],
    ],
  },
  {
    slug: 'what-the-wedding-party-wears-now',
    title: 'What the Wedding Party Wears Now: Mismatched, Tonal and Tailored',
    excerpt:
      'Identical bridesmaid dresses are gone. In their place: a palette, a fabric, and the freedom to choose.',
    category: 'fashion',
    kind: 'guide',
    motif: 'petals',
    palette: 'terracotta',
    author: 'noor',
    points: [
      [
        'Choose a palette, not a dress',
        'Give the party three to five shades and let everyone choose a silhouette they love.',
      ],
      [
        'Keep one constant',
        'The same fabric, or the same length, ties different dresses together in photographs.',
      ],
      [
        'Tailoring counts too',
        'Suits in tone-on-tone shades look as considered as gowns, and are worn again.',
      ],
    ],
  },
];

const relationships: PostSeed[] = [
  {
    slug: 'the-money-conversation-engaged-couples-postpone',
    title: 'The Conversation About Money Every Engaged Couple Postpones',
    excerpt:
      'It is not romantic and it is not optional. How to talk about debt, saving and spending before you sign anything.',
    category: 'relationships',
    kind: 'essay',
    motif: 'rings',
    palette: 'champagne',
    author: 'imani',
    points: [
      [
        'Start with stories, not spreadsheets',
        'Ask each other how money was talked about at home. Most disagreements begin there.',
      ],
      [
        'Show the whole picture',
        'Debts, savings, credit scores and the family member you quietly help every month.',
      ],
      [
        'Agree on a system',
        'Joint, separate or both, the right answer is the one you will both keep using.',
      ],
    ],
  },
  {
    slug: 'the-week-after-the-wedding',
    title: 'What Nobody Tells You About the Week After the Wedding',
    excerpt:
      'The flowers wilt, the inbox fills and the strangest quiet arrives. A gentle guide to the post-wedding comedown.',
    category: 'relationships',
    kind: 'essay',
    motif: 'petals',
    palette: 'ivory-blush',
    author: 'margaux',
    points: [
      [
        'The quiet is normal',
        'After months of planning, an empty calendar can feel like loss. Expect it and plan something small.',
      ],
      [
        'Debrief together',
        'Sit down with the photographs and tell each other the story of the day while it is still vivid.',
      ],
      [
        'Protect the first month',
        'Say no to a few invitations. A marriage deserves a honeymoon at home as well as abroad.',
      ],
    ],
  },
  {
    slug: 'we-almost-called-it-off',
    title: 'We Almost Called It Off. Here Is Why We Didn’t.',
    excerpt:
      'Three months before the wedding, one of us packed a bag. An anonymous account of the hardest week of an engagement.',
    category: 'relationships',
    kind: 'essay',
    motif: 'candles',
    palette: 'dusk',
    author: null,
    points: [
      [
        'The argument',
        'It began about seating and ended, at two in the morning, about whether we really knew each other.',
      ],
      [
        'The pause',
        'We agreed to three days apart with one rule: no decisions, only honest letters.',
      ],
      [
        'The choice',
        'When we met again, we did not pretend it had not happened. We chose each other with our eyes open.',
      ],
    ],
  },
  {
    slug: 'keeping-a-marriage-notebook',
    title: 'Keeping a Marriage Notebook: A Small Ritual With Long Returns',
    excerpt:
      'One shared notebook, one entry a week, and a record of a life together you will be grateful for in twenty years.',
    category: 'relationships',
    kind: 'essay',
    motif: 'stationery',
    palette: 'sage',
    author: 'sadie',
    points: [
      [
        'Keep it simple',
        'A paper notebook on the kitchen shelf works better than any app. Write on Sundays.',
      ],
      [
        'Write what you noticed',
        'Not grand declarations: the joke at dinner, the kindness you saw, the worry you carried.',
      ],
      [
        'Read it back',
        'On each anniversary, read the year aloud. It is the best gift you will ever give each other.',
      ],
    ],
  },
  {
    slug: 'merging-holiday-traditions-without-a-treaty',
    title: 'How to Merge Two Families’ Holiday Traditions Without a Treaty',
    excerpt:
      'Two grandmothers, two stuffing recipes and one December. Diplomacy for the first married holidays.',
    category: 'relationships',
    kind: 'essay',
    motif: 'candles',
    palette: 'terracotta',
    author: 'noor',
    points: [
      [
        'Decide as a couple first',
        'Agree privately before either family asks. A united answer is a kind answer.',
      ],
      [
        'Alternate, then invent',
        'Take turns for the big days, and start one tradition that belongs only to the two of you.',
      ],
      ['Say it early', 'Tell both families in October, not on the twentieth of December.'],
    ],
  },
  {
    slug: 'long-distance-to-lifelong-letters',
    title: 'Long Distance to Lifelong: Letters From Couples Who Made It Work',
    excerpt:
      'Time zones, airport goodbyes and the one habit every long-distance couple we spoke to swore by.',
    category: 'relationships',
    kind: 'essay',
    motif: 'stationery',
    palette: 'sea',
    author: 'imani',
    points: [
      [
        'Keep a shared calendar',
        'Knowing when the next visit is makes the distance finite, and finite is bearable.',
      ],
      [
        'Do ordinary things together',
        'Cook the same recipe on a video call, or watch the same film at the same moment.',
      ],
      [
        'Write by hand',
        'Every couple we spoke to had a box of letters. Several read one aloud at their wedding.',
      ],
    ],
  },
  {
    slug: 'writing-your-own-vows-when-you-are-not-a-writer',
    title: 'On Writing Your Own Vows When You’re Not a Writer',
    excerpt:
      'You do not need to be eloquent. You need to be specific. A short, practical guide to two minutes that matter.',
    category: 'relationships',
    kind: 'essay',
    motif: 'rings',
    palette: 'ivory-blush',
    author: 'margaux',
    points: [
      [
        'Be specific',
        'One real memory is worth ten adjectives. Tell the story of the moment you knew.',
      ],
      [
        'Make promises you can keep',
        'Funny or solemn, a vow is a promise. Make a few you will still recognize in ten years.',
      ],
      [
        'Read it aloud beforehand',
        'Twice, to someone you trust, and cut whatever makes you stumble.',
      ],
    ],
  },
  {
    slug: 'navigating-in-laws-with-grace',
    title: 'Navigating In-Laws With Grace: Notes From Ten Years In',
    excerpt:
      'Boundaries, birthdays and the Sunday phone call. What long-married couples wish they had known at the start.',
    category: 'relationships',
    kind: 'essay',
    motif: 'bloom',
    palette: 'rose',
    author: { text: 'The Perféte Editors' },
    points: [
      [
        'Each partner handles their own family',
        'Difficult conversations land more softly from a son or daughter than from a spouse.',
      ],
      [
        'Assume good intentions',
        'Most intrusions are love expressed clumsily. Answer the love first, then the intrusion.',
      ],
      [
        'Keep your own counsel',
        'What is discussed between the two of you stays between the two of you.',
      ],
    ],
  },
  {
    slug: 'dear-perfete-best-friend-does-not-like-my-fiance',
    title: 'Dear Perféte: My Best Friend Doesn’t Like My Fiancé',
    excerpt:
      'A reader asks what to do when the two people she loves most cannot be in the same room. Our answer.',
    category: 'relationships',
    kind: 'essay',
    motif: 'stationery',
    palette: 'champagne',
    author: null,
    legacy: true,
    points: [
      [
        'Ask why, once',
        'Give your friend one honest, private conversation to explain. Listen without defending.',
      ],
      [
        'Separate worry from dislike',
        'Concern for your happiness deserves attention; a clash of personalities mostly does not.',
      ],
      [
        'Do not make them choose',
        'You can keep both relationships without forcing them to become one.',
      ],
    ],
  },
];

const planning: PostSeed[] = [
  {
    slug: 'twelve-month-wedding-planning-timeline',
    title: 'The Twelve-Month Wedding Planning Timeline, Refined',
    excerpt:
      'What to book first, what can wait, and the three decisions that make every other one easier.',
    category: 'planning',
    subcategory: 'weddingPlanning',
    kind: 'guide',
    motif: 'stationery',
    palette: 'sage',
    author: 'sadie',
    featured: true,
    points: [
      [
        'Twelve months out',
        'Set the budget, draft the guest list and book the venue and the planner, in that order.',
      ],
      [
        'Nine months out',
        'Photographer, caterer and band or DJ: the vendors who book up first in peak season.',
      ],
      [
        'Six months out',
        'Dress fittings begin, invitations are designed and the honeymoon is booked.',
      ],
      [
        'Three months out',
        'Send invitations, finalize the menu and confirm every vendor’s timings in writing.',
      ],
      [
        'The final month',
        'Seating chart, final payments and one quiet evening with no wedding talk at all.',
      ],
    ],
  },
  {
    slug: 'read-a-venue-contract-before-you-fall-in-love',
    title: 'How to Read a Venue Contract Before You Fall in Love With the View',
    excerpt: 'Minimums, curfews, corkage and the clause about rain. What to check before you sign.',
    category: 'planning',
    subcategory: 'weddingPlanning',
    kind: 'guide',
    motif: 'arch',
    palette: 'champagne',
    author: 'sadie',
    points: [
      [
        'The food and beverage minimum',
        'Know whether it includes tax and service, and what happens if your guest count drops.',
      ],
      [
        'The curfew',
        'Ask when music must stop and when the last guest must leave. They are rarely the same time.',
      ],
      ['The weather plan', 'Insist on seeing the wet-weather space, set up, before you sign.'],
      [
        'The vendor list',
        'Some venues require their own caterer or lighting. Find out before you fall for someone else.',
      ],
    ],
  },
  {
    slug: 'seating-charts-without-tears',
    title: 'Seating Charts Without Tears: A Method That Actually Works',
    excerpt:
      'Index cards, a large table and one firm rule about exes. The planners’ method, step by step.',
    category: 'planning',
    subcategory: 'weddingPlanning',
    kind: 'guide',
    motif: 'stationery',
    palette: 'ivory-blush',
    author: 'sadie',
    points: [
      [
        'Group before you seat',
        'Sort guests into circles first: family, university, work, neighbors.',
      ],
      [
        'Fill the hard tables first',
        'Seat the complicated relatives and the single friends early, while there is room to maneuver.',
      ],
      [
        'Mix once, not everywhere',
        'One or two mixed tables make new friendships. A whole room of strangers makes for a quiet dinner.',
      ],
    ],
  },
  {
    slug: 'wedding-budget-that-holds-its-shape',
    title: 'Building a Wedding Budget That Holds Its Shape',
    excerpt:
      'A realistic framework, a contingency line and the costs that surprise almost everyone.',
    category: 'planning',
    subcategory: 'budget',
    kind: 'guide',
    motif: 'rings',
    palette: 'sage',
    author: 'sadie',
    points: [
      [
        'Start with the total',
        'Agree the number you can spend without regret, then divide it, not the other way around.',
      ],
      [
        'Hold back ten per cent',
        'A contingency line absorbs the overtime, the extra guests and the rain plan.',
      ],
      [
        'Count the invisible costs',
        'Service charges, delivery fees, postage, alterations and tips add up to more than the cake.',
      ],
    ],
  },
  {
    slug: 'where-to-spend-and-where-to-save',
    title: 'Where to Spend and Where to Save, According to Planners',
    excerpt:
      'Eight planners on the line items they would never cut, and the ones no guest will ever notice.',
    category: 'planning',
    subcategory: 'budget',
    kind: 'guide',
    motif: 'coupes',
    palette: 'champagne',
    author: { text: 'The Perféte Editors' },
    points: [
      [
        'Spend on photography',
        'It is the only part of the day that lasts. Every planner we asked put it first.',
      ],
      ['Spend on the food', 'Guests forget the favors; they remember being hungry.'],
      ['Save on the favors', 'A handwritten note at each place costs little and means more.'],
      [
        'Save on the ceremony flowers',
        'Move them to the reception. Most ceremonies last twenty minutes.',
      ],
    ],
  },
  {
    slug: 'plus-ones-children-invitation-questions',
    title: 'Plus-Ones, Children and Other Invitation Questions, Answered',
    excerpt:
      'Who gets a guest, how to say adults only, and what to do when someone RSVPs for four.',
    category: 'planning',
    subcategory: 'etiquette',
    kind: 'guide',
    motif: 'stationery',
    palette: 'rose',
    author: 'sadie',
    points: [
      [
        'Plus-ones',
        'Married, engaged and long-term partners are invited by name. Everyone else is your choice.',
      ],
      [
        'Adults only',
        'Address the envelope to the adults alone, and say it once, kindly, on the website.',
      ],
      [
        'The unexpected extra',
        'Call, do not write. A warm, direct conversation solves it faster than any card.',
      ],
    ],
  },
  {
    slug: 'thank-you-notes-timeline-wording-stationery',
    title: 'Thank-You Notes: The Timeline, the Wording, the Stationery',
    excerpt:
      'Three sentences, one specific detail and three months at most. The art of the thank-you note.',
    category: 'planning',
    subcategory: 'etiquette',
    kind: 'guide',
    motif: 'stationery',
    palette: 'champagne',
    author: 'margaux',
    legacy: true,
    points: [
      [
        'The timeline',
        'Within three months of the wedding, or two weeks for gifts sent beforehand.',
      ],
      ['The wording', 'Name the gift, say how you will use it, and thank them for being there.'],
      [
        'The stationery',
        'Flat cards in the same paper as your invitation suite make it feel like the last chapter.',
      ],
    ],
  },
  {
    slug: 'modern-registry-experiences-heirlooms-roof-fund',
    title: 'The Modern Registry: Experiences, Heirlooms and a Fund for the Roof',
    excerpt:
      'Cash funds are no longer gauche and a stand mixer is no longer compulsory. How couples register now.',
    category: 'planning',
    subcategory: 'registry',
    kind: 'guide',
    motif: 'vessels',
    palette: 'sage',
    author: 'sadie',
    points: [
      [
        'Mix the price points',
        'Offer gifts at every budget, including a few under fifty in any currency.',
      ],
      [
        'Name the fund',
        'A fund for a specific thing, such as a first dining table, feels like a gift, not a bill.',
      ],
      [
        'Register for heirlooms',
        'A set of good knives, linen and serving dishes will outlive every gadget.',
      ],
    ],
  },
  {
    slug: 'registry-you-will-love-in-twenty-years',
    title: 'How to Build a Registry You’ll Still Love in Twenty Years',
    excerpt:
      'Buy for the life you want, not the kitchen you have. A slow guide to objects worth keeping.',
    category: 'planning',
    subcategory: 'registry',
    kind: 'guide',
    motif: 'vessels',
    palette: 'champagne',
    author: 'julien',
    points: [
      [
        'Choose materials that age well',
        'Linen, wood, stoneware and cast iron grow more beautiful with use.',
      ],
      [
        'Think in sets of twelve',
        'You will entertain more than you think. Twelve of everything saves a decade of borrowing.',
      ],
      [
        'Leave room for the unexpected',
        'Some of the best gifts are the ones nobody would have registered for.',
      ],
    ],
  },
  {
    slug: 'hiring-a-planner-full-partial-or-day-of',
    title: 'Hiring a Planner: Full Service, Partial or Day-Of?',
    excerpt:
      'What each level of planning actually includes, what it costs, and how to tell which one you need.',
    category: 'planning',
    kind: 'guide',
    motif: 'lens',
    palette: 'ivory-blush',
    author: 'sadie',
    points: [
      [
        'Full service',
        'From the first venue visit to the last guest out: worth it for destination and large weddings.',
      ],
      [
        'Partial planning',
        'You book the vendors; the planner designs the day and runs it. The most popular choice.',
      ],
      [
        'Day-of coordination',
        'Really month-of: someone takes over your plan four weeks out and runs the day.',
      ],
    ],
  },
];

const jewelry: PostSeed[] = [
  {
    slug: 'engagement-ring-buying-guide-cut-color-clarity-instinct',
    title: 'The Engagement Ring Buying Guide: Cut, Color, Clarity and Instinct',
    excerpt: 'The grading report matters. So does the moment you put it on and forget to breathe.',
    category: 'jewelry',
    subcategory: 'engagementRings',
    kind: 'jewelry',
    motif: 'gem',
    palette: 'champagne',
    author: 'julien',
    video: 'ring-box',
    featured: true,
    points: [
      [
        'Cut comes first',
        'A well-cut stone of modest size outshines a large one cut badly. Spend here before anywhere else.',
      ],
      [
        'Color is relative',
        'In yellow gold, a near-colorless stone looks icy white. In platinum, you will see the difference.',
      ],
      ['Clarity is mostly invisible', 'Eye-clean is the only standard that matters on a hand.'],
      ['Then trust your instinct', 'Try on five rings. The one you keep returning to is the one.'],
    ],
  },
  {
    slug: 'lab-grown-or-mined-diamond-honest-look',
    title: 'Lab-Grown or Mined? An Honest Look at the Choice',
    excerpt:
      'Chemically identical, very differently priced. What jewelers say about value, origin and feeling.',
    category: 'jewelry',
    subcategory: 'engagementRings',
    kind: 'jewelry',
    motif: 'gem',
    palette: 'sea',
    author: 'julien',
    points: [
      [
        'The same stone',
        'Lab-grown diamonds are real diamonds, with the same hardness, fire and grading.',
      ],
      [
        'A different value',
        'They cost far less, and their resale value is far lower too. Buy to keep, not to sell.',
      ],
      [
        'Origin matters either way',
        'Ask for the provenance of a mined stone and the energy source of a grown one.',
      ],
    ],
  },
  {
    slug: 'rise-of-the-east-west-setting',
    title: 'The Rise of the East-West Setting',
    excerpt: 'Turn an oval or an emerald cut sideways and an old shape looks entirely new.',
    category: 'jewelry',
    subcategory: 'engagementRings',
    kind: 'jewelry',
    motif: 'rings',
    palette: 'ivory-blush',
    author: 'julien',
    points: [
      [
        'Why it works',
        'A horizontal stone sits lower and wider, echoing the line of the band and the knuckle.',
      ],
      [
        'The best cuts',
        'Ovals, emeralds, marquises and elongated cushions all take to the sideways turn.',
      ],
      [
        'Wearing it',
        'It stacks beautifully with a straight band, and snags on far fewer sweaters.',
      ],
    ],
  },
  {
    slug: 'pearls-for-the-modern-bride',
    title: 'Pearls for the Modern Bride: Baroque, Keshi and Akoya',
    excerpt:
      'Nothing about pearls is prim any more. A guide to the shapes and lustres that feel new.',
    category: 'jewelry',
    kind: 'jewelry',
    motif: 'pearls',
    palette: 'rose',
    author: 'julien',
    points: [
      [
        'Akoya',
        'Small, round and mirror-bright: the classic strand, and still the most flattering near the face.',
      ],
      [
        'Baroque',
        'Irregular, lustrous and individual. One large drop on a fine chain is all you need.',
      ],
      [
        'Keshi',
        'Tiny, petal-shaped and almost entirely nacre, with a glow that reads as light itself.',
      ],
    ],
  },
  {
    slug: 'stacking-wedding-bands-proportion',
    title: 'Stacking Wedding Bands: A Study in Proportion',
    excerpt:
      'Contour, straight or eternity? How to build a stack that flatters the engagement ring and the hand.',
    category: 'jewelry',
    kind: 'jewelry',
    motif: 'rings',
    palette: 'champagne',
    author: 'julien',
    legacy: true,
    points: [
      [
        'Match the width',
        'A band within half a millimeter of the engagement ring shank looks intentional.',
      ],
      [
        'Contour when you must',
        'A curved band hugs a low-set stone, but a small gap can look lighter and more modern.',
      ],
      ['Build slowly', 'Add a band for each anniversary and let the stack become a record.'],
    ],
  },
  {
    slug: 'heirloom-stones-new-settings-workbench-diary',
    title: 'Heirloom Stones, New Settings: A Jeweler’s Workbench Diary',
    excerpt:
      'A grandmother’s sapphire, a cracked setting and six weeks at the bench in a Vicenza workshop.',
    category: 'jewelry',
    kind: 'jewelry',
    motif: 'gem',
    palette: 'dusk',
    author: { text: 'Rafael Quintero' },
    points: [
      [
        'Week one',
        'The stone comes out of its old setting, and is cleaned and checked for chips under the loupe.',
      ],
      [
        'Weeks two to four',
        'Drawings, a wax model and a fitting on the client’s own finger before any gold is cast.',
      ],
      [
        'Weeks five and six',
        'Setting, engraving the date inside the band and a final polish by hand.',
      ],
    ],
  },
  {
    slug: 'jewelry-for-the-groom-signets-cufflinks-watch',
    title: 'Jewelry for the Groom: Signet Rings, Cufflinks and a Watch to Keep',
    excerpt:
      'Three pieces that will look as right at your fiftieth anniversary as they do on the day.',
    category: 'jewelry',
    kind: 'jewelry',
    motif: 'lens',
    palette: 'ink',
    author: 'julien',
    points: [
      [
        'The signet',
        'Engraved with initials, a crest of your own design or nothing at all, worn on the little finger.',
      ],
      ['The cufflinks', 'Simple ovals in gold or a stone that picks up a color from the day.'],
      [
        'The watch',
        'Thin, quiet and mechanical: a wedding gift to wind every morning of a marriage.',
      ],
    ],
  },
];

const beauty: PostSeed[] = [
  {
    slug: 'six-month-skin-plan-luminous-wedding-day',
    title: 'The Six-Month Skin Plan for a Luminous Wedding Day',
    excerpt:
      'No crash facials, no experiments the week before. A calm, month-by-month plan from the experts.',
    category: 'beauty',
    subcategory: 'skincare',
    kind: 'beauty',
    motif: 'vessels',
    palette: 'rose',
    author: 'priya',
    daysAgo: 2,
    video: 'first-look',
    featured: true,
    points: [
      ['Six months out', 'See a dermatologist once, settle on a routine and stop changing it.'],
      [
        'Three months out',
        'Begin any professional treatments now, so the skin has time to settle.',
      ],
      ['One month out', 'Final facial, nothing new after it. Sleep and water do the rest.'],
      [
        'The morning of',
        'A hydrating mask while your hair is done, and a light hand with everything else.',
      ],
    ],
  },
  {
    slug: 'soft-focus-makeup-ceremony-to-last-dance',
    title: 'Soft-Focus Makeup That Lasts From Ceremony to Last Dance',
    excerpt:
      'Skin that looks like skin, eyes that survive the vows, and the touch-up kit that fits in a clutch.',
    category: 'beauty',
    subcategory: 'makeup',
    kind: 'beauty',
    motif: 'vessels',
    palette: 'ivory-blush',
    author: 'priya',
    points: [
      [
        'Prep is everything',
        'Hydrate, then prime only where you shine. Foundation sits better on calm skin.',
      ],
      [
        'Cream, then powder',
        'A cream blush set with a whisper of powder lasts twice as long as either alone.',
      ],
      ['The clutch kit', 'Blotting papers, the lip color and a tiny brush. Nothing else.'],
    ],
  },
  {
    slug: 'the-low-chignon-four-ways',
    title: 'The Low Chignon, Four Ways',
    excerpt:
      'Sleek, undone, braided or wrapped in a ribbon: the most flattering bridal style, reconsidered.',
    category: 'beauty',
    subcategory: 'hair',
    kind: 'beauty',
    motif: 'portrait',
    palette: 'champagne',
    author: 'priya',
    points: [
      [
        'Sleek',
        'A center parting and a tight twist at the nape: severe, elegant and perfect under a long veil.',
      ],
      ['Undone', 'Loose pieces left at the temples, pinned loosely, for gardens and long dinners.'],
      ['Braided', 'A fishtail wound into the knot for texture that photographs from every angle.'],
      ['Ribboned', 'A length of silk ribbon tied through the chignon, trailing down the back.'],
    ],
  },
  {
    slug: 'fragrance-as-memory-wedding-day-scent',
    title: 'Fragrance as Memory: Choosing a Wedding Day Scent',
    excerpt:
      'Scent is the sense most tied to memory. Choose well and the day returns every time you wear it.',
    category: 'beauty',
    kind: 'beauty',
    motif: 'vessels',
    palette: 'sage',
    author: 'priya',
    points: [
      [
        'Choose early',
        'Wear a candidate for a week before you decide. Fragrance changes on skin over hours.',
      ],
      ['Think of the season', 'Neroli and fig for summer; iris, amber and wood for winter.'],
      [
        'Keep it for the day',
        'Some couples wear it only on anniversaries, so it never stops meaning one thing.',
      ],
    ],
  },
  {
    slug: 'brows-lashes-looking-like-yourself',
    title: 'Brows, Lashes and the Art of Looking Like Yourself',
    excerpt:
      'The most common request from brides this year: make me look like me, only rested. Here is how.',
    category: 'beauty',
    subcategory: 'makeup',
    kind: 'beauty',
    motif: 'portrait',
    palette: 'rose',
    author: 'priya',
    points: [
      ['Brows', 'Brush up, fill only the gaps and set with a clear gel. No sharp edges.'],
      ['Lashes', 'Individual clusters at the outer corners instead of a full strip.'],
      ['The test', 'Your partner should recognize you at the end of the aisle, immediately.'],
    ],
  },
  {
    slug: 'hair-accessories-worth-the-investment',
    title: 'Hair Accessories Worth the Investment: Combs, Bows and Pearl Pins',
    excerpt:
      'The pieces you will wear again, and how to choose one that suits your veil and your neckline.',
    category: 'beauty',
    subcategory: 'hair',
    kind: 'beauty',
    motif: 'pearls',
    palette: 'ivory-blush',
    author: { text: 'Anouk Verlaine' },
    legacy: true,
    points: [
      [
        'Combs',
        'A tortoiseshell or gold comb anchors a veil and looks lovely at dinners for years.',
      ],
      ['Bows', 'Velvet or duchess satin, at the nape or the crown, for a little drama.'],
      ['Pearl pins', 'Scattered through an updo, they catch the light like rain.'],
    ],
  },
  {
    slug: 'what-dermatologists-wish-brides-would-stop-doing',
    title: 'What Dermatologists Wish Brides Would Stop Doing Before the Wedding',
    excerpt:
      'Peels the week before, new serums the night before and squeezing anything, ever. The experts’ list.',
    category: 'beauty',
    subcategory: 'skincare',
    kind: 'beauty',
    motif: 'vessels',
    palette: 'sea',
    author: 'priya',
    points: [
      ['No new actives', 'Nothing new in the last four weeks. Irritation takes days to calm.'],
      ['No last-minute peels', 'Chemical peels belong three months out, not three days.'],
      ['Hands off', 'A blemish left alone heals in days. A squeezed one lasts into the honeymoon.'],
    ],
  },
];

const destination: PostSeed[] = [
  {
    slug: 'wedding-guide-to-puglia',
    title: 'A Wedding Guide to Puglia: Masserie, Orecchiette and Whitewashed Light',
    excerpt:
      'Italy’s heel has become the connoisseur’s choice. Where to marry, where to stay and what to feed your guests.',
    category: 'destination',
    subcategory: 'europe',
    kind: 'travel',
    motif: 'landscape',
    palette: 'terracotta',
    author: 'lucia',
    daysAgo: 5,
    home: 3,
    featured: true,
    video: 'riviera-evening',
    subject: 'Puglia',
    points: [
      [
        'Where to marry',
        'A masseria, the region’s fortified farmhouses, with olive groves older than the cathedral in town.',
      ],
      ['When to go', 'Late May or September: warm evenings, calm sea and no August crowds.'],
      [
        'What to serve',
        'Burrata, orecchiette with turnip tops and a table of crudo from the morning’s boats.',
      ],
      [
        'Where guests stay',
        'The white towns of Ostuni and Monopoli, twenty minutes from most masserie.',
      ],
    ],
  },
  {
    slug: 'provence-in-lavender-season',
    title: 'Provence in Lavender Season: Where to Marry, Where to Stay',
    excerpt:
      'Hilltop villages, rosé vineyards and fields in full purple bloom for exactly six weeks a year.',
    category: 'destination',
    subcategory: 'europe',
    kind: 'travel',
    motif: 'botanical',
    palette: 'sage',
    subject: 'Provence',
    points: [
      [
        'Timing is everything',
        'Lavender peaks from late June to mid-July and is harvested soon after.',
      ],
      [
        'The Luberon',
        'Gordes, Bonnieux and Lourmarin: stone villages with vineyards and domaines below.',
      ],
      [
        'The long lunch',
        'A Provençal wedding is really a lunch that becomes a dinner. Plan shade accordingly.',
      ],
    ],
  },
  {
    slug: 'portuguese-coast-sintra-and-the-atlantic',
    title: 'The Portuguese Coast: Sintra’s Palaces and the Wild Atlantic',
    excerpt:
      'Fairy-tale palaces in the mist, cliffs above the ocean and a capital twenty minutes away.',
    category: 'destination',
    subcategory: 'europe',
    kind: 'travel',
    motif: 'sun',
    palette: 'sea',
    subject: 'Sintra and the Portuguese coast',
    points: [
      [
        'The palaces',
        'Quintas and palaces in the Sintra hills, many with gardens that feel borrowed from a dream.',
      ],
      [
        'The coast',
        'Cliff-top ceremonies at Cabo da Roca and dinners in the fishing town of Cascais.',
      ],
      ['The weather', 'Sintra has its own microclimate: bring wraps even in July.'],
    ],
  },
  {
    slug: 'st-lucia-between-the-pitons-wedding-guide',
    title: 'St. Lucia Between the Pitons: A Wedding Guide',
    excerpt: 'Volcanic peaks, rainforest waterfalls and sunsets that make speeches unnecessary.',
    category: 'destination',
    subcategory: 'caribbean',
    kind: 'travel',
    motif: 'sun',
    palette: 'sea',
    video: 'island-sunrise',
    subject: 'St. Lucia',
    points: [
      [
        'Legal matters',
        'A short residency period applies; a local planner files the paperwork for you.',
      ],
      [
        'The setting',
        'Ceremony decks face the Pitons, the twin peaks that rise straight out of the sea.',
      ],
      [
        'The season',
        'December to April is dry and breezy; the rest of the year is lush and quieter.',
      ],
    ],
  },
  {
    slug: 'turks-and-caicos-small-island-wedding-for-thirty',
    title: 'Turks and Caicos for Thirty: Planning a Small Island Wedding',
    excerpt:
      'Powder sand, impossibly clear water and the logistics of flying thirty people somewhere beautiful.',
    category: 'destination',
    subcategory: 'caribbean',
    kind: 'travel',
    motif: 'sun',
    palette: 'ivory-blush',
    subject: 'Turks and Caicos',
    points: [
      [
        'Book the villa first',
        'For thirty guests, a cluster of villas beats a hotel: privacy, kitchens and a lawn for the ceremony.',
      ],
      ['Ship nothing', 'Source flowers and rentals on the island. Customs will thank you.'],
      [
        'Plan for the wind',
        'Trade winds are lovely until they meet a veil. Choose a sheltered ceremony spot.',
      ],
    ],
  },
  {
    slug: 'honeymoon-in-japan-ryokans-cedar-baths',
    title: 'Honeymoon in Japan: Ryokans, Cedar Baths and Slow Trains',
    excerpt:
      'Two weeks from Tokyo’s neon to the mountain inns of Hakone and the gardens of Kyoto, at a newlywed’s pace.',
    category: 'destination',
    subcategory: 'honeymoons',
    kind: 'travel',
    motif: 'botanical',
    palette: 'ink',
    subject: 'Japan',
    points: [
      [
        'Begin in Tokyo',
        'Three nights to adjust: depachika food halls, quiet shrines and a bar with eight seats.',
      ],
      [
        'Stay in a ryokan',
        'At least two nights in a traditional inn, with kaiseki dinners and a private cedar bath.',
      ],
      [
        'Slow down in Kyoto',
        'Rise early for the temples, and leave afternoons empty for wandering.',
      ],
    ],
  },
  {
    slug: 'slow-honeymoon-dalmatian-coast',
    title: 'The Slow Honeymoon: Three Weeks Along the Dalmatian Coast',
    excerpt:
      'Ferries instead of flights, stone villages instead of resorts, and no plans after noon.',
    category: 'destination',
    subcategory: 'honeymoons',
    kind: 'travel',
    motif: 'landscape',
    palette: 'sea',
    subject: 'the Dalmatian coast',
    author: { text: 'Perféte Travel Desk' },
    legacy: true,
    points: [
      [
        'Split to Vis',
        'Start in Split’s palace streets, then ferry to Vis for empty coves and island wine.',
      ],
      [
        'Hvar, quietly',
        'Skip the harbor crowds for a stone house in the lavender hills above Stari Grad.',
      ],
      [
        'End in Dubrovnik',
        'Walk the walls at opening time, then spend the afternoon swimming off the rocks.',
      ],
    ],
  },
  {
    slug: 'marrying-in-mexico-tulum-to-san-miguel',
    title: 'Marrying in Mexico: From Tulum’s Cenotes to San Miguel’s Cobblestones',
    excerpt:
      'The Caribbean coast, the colonial highlands and the hacienda country in between. A guide to Mexico’s wedding regions.',
    category: 'destination',
    kind: 'travel',
    motif: 'arch',
    palette: 'terracotta',
    subject: 'Mexico',
    points: [
      [
        'Tulum and the Riviera Maya',
        'Jungle, cenotes and beach ceremonies, best from November to April.',
      ],
      [
        'San Miguel de Allende',
        'Pink stone churches, rooftop dinners and a callejoneada through the streets.',
      ],
      [
        'Oaxaca',
        'Haciendas, mezcal and the finest food in the country, with a calenda parade to finish.',
      ],
    ],
  },
];

const celebrity: PostSeed[] = [
  {
    slug: 'vivienne-castellane-lakeside-wedding-como',
    title: 'Inside Actress Vivienne Castellane’s Lakeside Wedding on Lake Como',
    excerpt:
      'A boat for an aisle, a gown with three hundred covered buttons and a guest list that arrived by water taxi.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'landscape',
    palette: 'sea',
    author: 'noor',
    daysAgo: 6,
    home: 4,
    featured: true,
    subject: 'Vivienne Castellane',
    points: [
      [
        'The couple',
        'The actress married the composer Anselm Reyes after six years together and one very public proposal at a premiere.',
      ],
      [
        'The setting',
        'A Belle Époque hotel in Bellagio, its terrace dressed in white hydrangeas and lemon trees.',
      ],
      [
        'The dress',
        'Atelier Seraphine, in silk faille, with three hundred covered buttons down the back.',
      ],
    ],
  },
  {
    slug: 'rafaela-quint-sixties-mini-wedding',
    title: 'Tennis Champion Rafaela Quint Married in a Sixties-Inspired Mini',
    excerpt:
      'White boots, a pillbox veil and a reception on a grass court. The most joyful wedding of the summer.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'petals',
    palette: 'ivory-blush',
    subject: 'Rafaela Quint',
    points: [
      [
        'The couple',
        'The four-time champion married her longtime physiotherapist, Tomasz Wren, in her home town.',
      ],
      ['The look', 'A sixties shift with a dropped hem, white leather boots and a birdcage veil.'],
      [
        'The reception',
        'Dinner on the grass court where she learned to play, with the net left up as a joke.',
      ],
    ],
  },
  {
    slug: 'odessa-vale-desert-wedding-choir-no-phones',
    title: 'Singer Odessa Vale’s Desert Wedding Had a Choir and No Phones',
    excerpt:
      'A gospel choir at sunset, a strict device ban and a first dance to a song she wrote that morning.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'sun',
    palette: 'terracotta',
    video: 'the-toast',
    subject: 'Odessa Vale',
    points: [
      [
        'The couple',
        'The singer-songwriter married the record producer Idris Calloway on a ranch outside Joshua Tree.',
      ],
      [
        'The rule',
        'Phones were collected in linen pouches at the gate; a single photographer documented everything.',
      ],
      [
        'The song',
        'She wrote the first-dance song at breakfast and performed it once, never to be recorded.',
      ],
    ],
  },
  {
    slug: 'mateo-arrieta-cooked-his-own-rehearsal-dinner',
    title: 'Chef Mateo Arrieta Cooked His Own Rehearsal Dinner for Ninety',
    excerpt: 'Twelve courses, two grills and a groom who left the kitchen only to give his toast.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'candles',
    palette: 'dusk',
    subject: 'Mateo Arrieta',
    points: [
      [
        'The couple',
        'The chef married the sommelier Lena Hoffmann in the Basque hills where he grew up.',
      ],
      ['The dinner', 'Twelve courses over fire, cooked by the groom and his old kitchen brigade.'],
      [
        'The wedding',
        'The next day, he let someone else cook, and was seen eating a second dessert.',
      ],
    ],
  },
  {
    slug: 'sienna-okoye-three-dresses-by-her-aunt',
    title: 'Model Sienna Okoye Wore Three Dresses, All by Her Aunt',
    excerpt:
      'A traditional ceremony in aso-oke, a white gown for the church and a beaded mini for the party.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'gown',
    palette: 'champagne',
    subject: 'Sienna Okoye',
    points: [
      ['The couple', 'The model married the architect Daniel Mensah over a weekend in Lagos.'],
      [
        'Three looks',
        'All made by her aunt, a couturier who has dressed the family for forty years.',
      ],
      [
        'The moment',
        'Guests in coordinated aso ebi filled the courtyard in a single shade of gold.',
      ],
    ],
  },
  {
    slug: 'henrik-sollberg-adaeze-nwosu-built-their-own-chapel',
    title: 'Architect Henrik Sollberg and Poet Adaeze Nwosu Built Their Own Chapel',
    excerpt:
      'A timber chapel on a Norwegian fjord, designed by the groom and blessed with a poem by the bride.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'arch',
    palette: 'sage',
    subject: 'Henrik Sollberg and Adaeze Nwosu',
    points: [
      ['The couple', 'The architect and the poet met at a lecture she was heckling, politely.'],
      [
        'The chapel',
        'Built in larch by the groom and his students over one summer, now open to any couple who asks.',
      ],
      [
        'The poem',
        'Read by the bride in place of vows, and printed on the back of every order of service.',
      ],
    ],
  },
  {
    slug: 'the-lisbon-wedding-everyone-is-talking-about',
    title: 'The Lisbon Wedding Everyone Is Talking About',
    excerpt:
      'A countess, a fado singer and a palace with peacocks: the society wedding of the season.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'bloom',
    palette: 'rose',
    author: { text: 'Rafael Quintero' },
    subject: 'Beatriz de Alvarenga',
    points: [
      [
        'The couple',
        'Beatriz de Alvarenga, a conservationist, married the fado singer Duarte Lobo.',
      ],
      ['The palace', 'Her family’s eighteenth-century palace above the Tagus, peacocks included.'],
      ['The music', 'The groom sang to his bride at dinner, and half of Lisbon’s old guard wept.'],
    ],
  },
  {
    slug: 'lior-ben-ami-cassius-reyne-marry-in-marrakech',
    title: 'Film Director Lior Ben-Ami and Actor Cassius Reyne Marry in Marrakech',
    excerpt:
      'A riad filled with lanterns, a ceremony at dusk and a party that moved to the desert at midnight.',
    category: 'celebrity',
    kind: 'profile',
    motif: 'candles',
    palette: 'terracotta',
    subject: 'Lior Ben-Ami and Cassius Reyne',
    legacy: true,
    points: [
      [
        'The couple',
        'The director and the actor met on the set of her second film and married ten years later.',
      ],
      ['The riad', 'A courtyard of zellige and orange trees, lit by four hundred brass lanterns.'],
      ['The after-party', 'Guests were driven into the Agafay desert for dancing under the stars.'],
    ],
  },
];

const trends: PostSeed[] = [
  {
    slug: 'wedding-trends-for-the-year-ahead',
    title: 'Five Wedding Trends Defining {nextYear}',
    excerpt:
      'Daytime receptions, sculptural flowers, color-drenched rooms and the return of the long engagement.',
    category: 'trends',
    kind: 'trend',
    motif: 'petals',
    palette: 'champagne',
    author: 'noor',
    daysAgo: 8,
    home: 5,
    featured: true,
    points: [
      ['Daytime receptions', 'Lunch that lasts until dusk, with better light and earlier nights.'],
      ['Sculptural florals', 'Installations that feel like art, often in a single flower.'],
      ['Color drenching', 'Whole rooms in one shade: tablecloths, candles, flowers and walls.'],
      ['The long engagement', 'Eighteen months or more, for better dates and calmer planning.'],
      ['Personal menus', 'Grandmother’s recipes on the wedding menu, credited by name.'],
    ],
  },
  {
    slug: 'color-drenching-one-shade-wedding',
    title: 'Color Drenching: Why Couples Are Painting Whole Rooms One Shade',
    excerpt:
      'Terracotta tablecloths, terracotta candles, terracotta dahlias. The boldest decor idea of the year, explained.',
    category: 'trends',
    kind: 'trend',
    motif: 'vessels',
    palette: 'terracotta',
    author: 'theo',
    points: [
      [
        'Choose a shade with range',
        'Rust, sage and butter work because they come in many tones. Pure red does not.',
      ],
      [
        'Vary the texture',
        'Linen, velvet, wax and petals in one color look rich rather than flat.',
      ],
      ['Leave one neutral', 'White plates or clear glass give the eye somewhere to rest.'],
    ],
  },
  {
    slug: 'return-of-the-daytime-wedding',
    title: 'The Return of the Daytime Wedding',
    excerpt:
      'Better light, lower costs and guests who can drive home. Why noon is the new eight o’clock.',
    category: 'trends',
    kind: 'trend',
    motif: 'sun',
    palette: 'ivory-blush',
    author: 'noor',
    points: [
      ['The light', 'Photographers love it: soft, even and no scramble for flash at sunset.'],
      ['The budget', 'Many venues and caterers price daytime events well below evening ones.'],
      [
        'The mood',
        'A long lunch in the garden feels generous and relaxed, and everyone is home by ten.',
      ],
    ],
  },
  {
    slug: 'sculptural-florals-less-bouquet-more-installation',
    title: 'Sculptural Florals: Less Bouquet, More Installation',
    excerpt:
      'A cloud of gypsophila over the aisle, a single branch of magnolia on the altar. Flowers as architecture.',
    category: 'trends',
    kind: 'trend',
    motif: 'bloom',
    palette: 'sage',
    author: 'margaux',
    points: [
      [
        'One variety, in volume',
        'A thousand stems of one flower make a stronger statement than fifty varieties.',
      ],
      [
        'Suspended',
        'Installations hung from beams or ceilings, leaving tables free for conversation.',
      ],
      ['Reused', 'The best designs move from ceremony to reception in one piece.'],
    ],
  },
  {
    slug: 'micro-weddings-grew-up-new-rules-small-guest-list',
    title: 'Micro-Weddings Grew Up: The New Rules of the Small Guest List',
    excerpt:
      'Thirty guests, a longer dinner and a bigger budget per head. How to do small beautifully.',
    category: 'trends',
    kind: 'trend',
    motif: 'candles',
    palette: 'dusk',
    author: 'sadie',
    points: [
      [
        'Spend per guest',
        'A smaller list means better wine, a private chef and a gift at every place.',
      ],
      [
        'Choose the room carefully',
        'Thirty people in a ballroom feels empty. Find a space that fits like a glove.',
      ],
      ['Tell people kindly', 'Announce the size early and warmly, so no one feels left out.'],
    ],
  },
];

const inspiration: PostSeed[] = [
  {
    slug: 'palette-sage-cream-weathered-brass',
    title: 'A Palette of Sage, Cream and Weathered Brass',
    excerpt:
      'Soft greens, old candlesticks and linen the color of clotted cream. A mood board for garden weddings.',
    category: 'inspiration',
    kind: 'mood',
    motif: 'candles',
    palette: 'sage',
    author: 'margaux',
    points: [
      ['Sage', 'In linen napkins, olive branches and the bridesmaids’ silk.'],
      ['Cream', 'In the gown, the tapers and the garden roses.'],
      ['Weathered brass', 'In candlesticks, cutlery and the hardware on the invitation box.'],
    ],
  },
  {
    slug: 'tablescapes-in-candlelight-three-settings',
    title: 'Tablescapes in Candlelight: Three Settings to Steal From',
    excerpt:
      'Taper forests, floating votives and the case for never using overhead light at dinner.',
    category: 'inspiration',
    kind: 'mood',
    motif: 'candles',
    palette: 'dusk',
    author: 'margaux',
    featured: true,
    points: [
      [
        'Taper forests',
        'Dozens of tapers in mismatched holders, running the full length of the table.',
      ],
      ['Floating votives', 'Low glass bowls of water and candles that keep sightlines clear.'],
      ['Lanterns', 'For outdoor tables, glass hurricanes that let the candles survive the breeze.'],
    ],
  },
  {
    slug: 'autumn-in-blush-and-burgundy',
    title: 'Autumn in Blush and Burgundy',
    excerpt: 'Dahlias the size of dinner plates, velvet ribbons and a cake dressed in figs.',
    category: 'inspiration',
    kind: 'mood',
    motif: 'bloom',
    palette: 'rose',
    author: 'imani',
    points: [
      [
        'Blush',
        'Café au lait dahlias, silk slip dresses and the first course of beetroot and goat’s curd.',
      ],
      ['Burgundy', 'Velvet ribbon on bouquets, deep red wine and the candles at dusk.'],
      ['The finishing touch', 'Figs, halved and glossy, on the cake and the cheese boards.'],
    ],
  },
  {
    slug: 'winter-white-frost-touched-mood-board',
    title: 'Winter White: A Frost-Touched Mood Board',
    excerpt:
      'Silver birch, white amaryllis, cashmere wraps and a candlelit ceremony at four o’clock.',
    category: 'inspiration',
    kind: 'mood',
    motif: 'veil',
    palette: 'sea',
    author: 'margaux',
    points: [
      ['White on white', 'Amaryllis, ranunculus and hellebores in every shade of ivory.'],
      [
        'Texture for warmth',
        'Cashmere wraps for guests, sheepskins on the chairs and a velvet cape for the bride.',
      ],
      ['Early light', 'A four o’clock ceremony, so the party begins as the sun goes down.'],
    ],
  },
  {
    slug: 'seaside-romance-linen-shells-salt-blues',
    title: 'Seaside Romance: Linen, Shells and Salt-Bleached Blues',
    excerpt: 'A coastal palette for summer weddings that never tips into nautical.',
    category: 'inspiration',
    kind: 'mood',
    motif: 'sun',
    palette: 'sea',
    author: { text: 'The Perféte Editors' },
    legacy: true,
    points: [
      [
        'Linen',
        'Crumpled, undyed and everywhere: tablecloths, suits and the ring bearer’s shorts.',
      ],
      ['Shells', 'Used sparingly, as place-card holders and sewn into a veil’s edge.'],
      [
        'Salt-bleached blue',
        'The faded blue of old fishing boats, on ribbons, glassware and invitations.',
      ],
    ],
  },
];

const nybfw: PostSeed[] = [
  {
    slug: 'nybfw-day-one-architecture-ruffles-ovation',
    title: 'NYBFW Day One: Architecture, Ruffles and a Standing Ovation',
    excerpt:
      'The first day of New York Bridal Fashion Week belonged to structure, and to one designer who made a room stand up.',
    category: 'nybfw',
    kind: 'runway',
    motif: 'gown',
    palette: 'ink',
    author: 'theo',
    featured: true,
    points: [
      [
        'The opener',
        'Atelier Seraphine showed thirty looks in silk gazar, folded and pleated like paper.',
      ],
      [
        'The ruffle, returned',
        'Cascades of organza ruffles at Maison Olyver, used with surprising restraint.',
      ],
      ['The ovation', 'A finale gown with a twenty-foot train that took four assistants to carry.'],
    ],
  },
  {
    slug: 'nybfw-street-style-front-row',
    title: 'NYBFW Street Style: What the Front Row Wore',
    excerpt:
      'Editors in ivory tailoring, buyers in sequins at nine in the morning and one extraordinary cape.',
    category: 'nybfw',
    kind: 'runway',
    motif: 'lens',
    palette: 'champagne',
    author: 'noor',
    points: [
      [
        'Ivory tailoring',
        'The unofficial uniform: a pale suit worn with a white shirt and loafers.',
      ],
      ['Daytime sparkle', 'Sequins and crystal before breakfast, with total confidence.'],
      [
        'The cape',
        'A floor-length cape in pistachio wool, worn by a stylist who refused to say where it came from.',
      ],
    ],
  },
  {
    slug: 'nybfw-day-three-bridal-meets-evening-wear',
    title: 'NYBFW Day Three: Where Bridal Meets Evening Wear',
    excerpt:
      'Black-tie silhouettes, metallic threads and gowns you could wear to the opera the following week.',
    category: 'nybfw',
    kind: 'runway',
    motif: 'gown',
    palette: 'dusk',
    author: 'theo',
    points: [
      [
        'Metallics',
        'Silver lamé and champagne metallic thread, worn as full gowns rather than trims.',
      ],
      ['The evening column', 'Long, lean and sleeveless, with a cape or a stole for the ceremony.'],
      [
        'After dark',
        'Several designers sent out reception looks in black, which drew gasps and applause.',
      ],
    ],
  },
  {
    slug: 'nybfw-report-five-ideas-for-next-years-aisles',
    title: 'The NYBFW Report: Five Ideas That Will Define Next Year’s Aisles',
    excerpt:
      'A week of shows distilled into five ideas, from the sideways veil to the return of the bow.',
    category: 'nybfw',
    kind: 'runway',
    motif: 'veil',
    palette: 'ivory-blush',
    author: 'theo',
    legacy: true,
    points: [
      [
        'The sideways veil',
        'Pinned at one side of a low chignon and falling over the opposite shoulder.',
      ],
      ['The bow', 'Oversized and placed anywhere but the waist.'],
      ['The column', 'Minimal, heavy and perfectly cut, in crepe or satin.'],
      ['Color', 'Butter, oyster and pale pistachio.'],
      ['Separates', 'Skirts and bodices sold apart, for brides who want to mix.'],
    ],
  },
];

/** Published and due: what the public sees. */
export const PUBLISHED_POSTS: readonly PostSeed[] = [
  ...realWeddings,
  ...fashion,
  ...relationships,
  ...planning,
  ...jewelry,
  ...beauty,
  ...destination,
  ...celebrity,
  ...trends,
  ...inspiration,
  ...nybfw,
];

/** Drafts, one archived post and ONE scheduled post (published, dated in the future). */
export const UNPUBLISHED_POSTS: readonly PostSeed[] = [
  {
    slug: 'bridal-fashion-week-fall-2027-first-look',
    title: 'Bridal Fashion Week Fall 2027: Our First Look',
    excerpt:
      'Velvet, capes and the color of winter light. A preview of the collections arriving next season.',
    category: 'fashion',
    subcategory: 'bridalFashionWeek',
    kind: 'runway',
    motif: 'veil',
    palette: 'dusk',
    author: 'theo',
    status: 'scheduled',
    daysAgo: -7,
    points: [
      ['Velvet', 'Silk velvet in ivory and oyster, cut on the bias for winter ceremonies.'],
      ['Capes', 'Hooded, floor-length and lined in satin, worn over strapless gowns.'],
      ['Winter light', 'A palette of pale gray, frost blue and candle gold.'],
    ],
  },
  {
    slug: 'the-guest-experience-checklist',
    title: 'The Guest Experience Checklist',
    excerpt:
      'Shuttle timings, welcome bags and what to do about the heat: the details guests remember.',
    category: 'planning',
    subcategory: 'weddingPlanning',
    kind: 'guide',
    motif: 'stationery',
    palette: 'sage',
    author: 'sadie',
    status: 'draft',
    daysAgo: 1,
    points: [
      ['Arrivals', 'A welcome note, a map and water in every room.'],
      ['Transport', 'Shuttles that leave on time and a last one later than you think.'],
      ['Comfort', 'Fans in summer, wraps in winter and somewhere to sit during photographs.'],
    ],
  },
  {
    slug: 'something-borrowed-oral-history-family-veils',
    title: 'Something Borrowed: An Oral History of Family Veils',
    excerpt: 'Five veils, five families and more than a century of weddings between them.',
    category: 'fashion',
    subcategory: 'weddingDresses',
    kind: 'runway',
    motif: 'veil',
    palette: 'champagne',
    author: 'theo',
    status: 'draft',
    daysAgo: 4,
  },
  {
    slug: 'cenote-ceremonies-working-draft',
    title: 'Cenote Ceremonies: Marrying Below Ground in the Yucatán',
    excerpt: 'Limestone, turquoise water and a few practical warnings about humidity and hemlines.',
    category: 'destination',
    subcategory: 'caribbean',
    kind: 'travel',
    motif: 'sun',
    palette: 'sea',
    author: 'lucia',
    status: 'draft',
    daysAgo: 9,
    subject: 'the Yucatán',
  },
  {
    slug: 'winter-florals-beyond-the-amaryllis',
    title: 'Winter Florals Beyond the Amaryllis',
    excerpt: 'Hellebores, anemones and forced branches of quince for the coldest months.',
    category: 'inspiration',
    kind: 'mood',
    motif: 'bloom',
    palette: 'sea',
    author: 'margaux',
    status: 'draft',
    daysAgo: 12,
  },
  {
    slug: 'wedding-trends-a-look-back',
    title: 'Wedding Trends, A Look Back: What Stayed and What Went',
    excerpt:
      'Neon signs, naked cakes and the drone shot: an archive of trends we have gently retired.',
    category: 'trends',
    kind: 'trend',
    motif: 'petals',
    palette: 'ivory-blush',
    author: 'noor',
    status: 'archived',
    daysAgo: 520,
    points: [
      ['Neon signs', 'A decade of script-lettered slogans, now mostly in storage.'],
      ['Naked cakes', 'Still delicious, now dressed again.'],
      ['The drone shot', 'Replaced, happily, by a photographer on a ladder.'],
    ],
  },
];
