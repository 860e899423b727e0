/**
 * The masthead: invented editors who sign the posts. Each becomes an auth user (signed up at seed
 * time, never meant to sign in) whose profile carries full_name and an avatar.
 */
export interface Author {
  key: AuthorKey;
  fullName: string;
  email: string;
  title: string;
  /** The short bio on their writer page (/writers/<slug>), at most 600 characters. */
  bio: string;
  /** The palette of the generated avatar. */
  palette: string;
}

export type AuthorKey =
  'margaux' | 'theo' | 'imani' | 'lucia' | 'priya' | 'julien' | 'sadie' | 'noor';

export const AUTHORS: readonly Author[] = [
  {
    key: 'margaux',
    fullName: 'Margaux Delacroix-Hale',
    email: 'margaux.delacroix@perfete.local',
    title: 'Editor-in-Chief',
    bio: 'Margaux has edited Perféte since its first issue. Before that she spent a decade at fashion and interiors titles in Paris and New York, and she still believes the best weddings are the ones that look like the people in them.',
    palette: 'ivory-blush',
  },
  {
    key: 'theo',
    fullName: 'Theo Ashcombe',
    email: 'theo.ashcombe@perfete.local',
    title: 'Fashion Director',
    bio: 'Theo covers bridal fashion week from the front row and the fitting room. He trained as a tailor in Savile Row, which is why he will always tell you where a seam should sit.',
    palette: 'ink',
  },
  {
    key: 'imani',
    fullName: 'Imani Okafor-Reyes',
    email: 'imani.okafor@perfete.local',
    title: 'Features Editor',
    bio: 'Imani writes about love, families and the conversations that happen long before the aisle. A former radio producer, she listens for the line everyone else missed.',
    palette: 'terracotta',
  },
  {
    key: 'lucia',
    fullName: 'Lucía Benedetti',
    email: 'lucia.benedetti@perfete.local',
    title: 'Travel Editor',
    bio: 'Lucía has scouted venues on five continents and married off more friends abroad than she can count. She writes from Rome, Lisbon and wherever the next good table is.',
    palette: 'sea',
  },
  {
    key: 'priya',
    fullName: 'Priya Ramanathan',
    email: 'priya.ramanathan@perfete.local',
    title: 'Beauty Director',
    bio: 'Priya tests every product she writes about, on herself first. She began as a makeup artist backstage at couture shows and now leads Perféte’s beauty coverage.',
    palette: 'rose',
  },
  {
    key: 'julien',
    fullName: 'Julien Marchetti',
    email: 'julien.marchetti@perfete.local',
    title: 'Jewelry Editor',
    bio: 'Julien grew up above his grandfather’s workshop in Valenza and has written about fine jewelry for fifteen years. He can date a diamond cut from across the room.',
    palette: 'champagne',
  },
  {
    key: 'sadie',
    fullName: 'Sadie Whitlock',
    email: 'sadie.whitlock@perfete.local',
    title: 'Planning Editor',
    bio: 'Sadie planned weddings for a decade before she wrote about them: budgets, timelines, seating charts and the quiet art of telling an aunt no. She answers every reader letter.',
    palette: 'sage',
  },
  {
    key: 'noor',
    fullName: 'Noor Haddad',
    email: 'noor.haddad@perfete.local',
    title: 'Contributing Editor',
    bio: 'Noor follows celebrity weddings and the trends they start, from Beirut to Los Angeles. She contributes essays on culture, ceremony and what we borrow from each other.',
    palette: 'dusk',
  },
];

/** Bylines without an account: the `author` text field only. */
export const TEXT_BYLINES = [
  'The Perféte Editors',
  'Anouk Verlaine',
  'Clementine Osei, as told to Perféte',
  'Rafael Quintero',
  'Perféte Travel Desk',
] as const;
