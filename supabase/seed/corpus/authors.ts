/**
 * The masthead: invented editors who sign the posts. Each becomes an auth user (signed up at seed
 * time, never meant to sign in) whose profile carries full_name and an avatar.
 */
export interface Author {
  key: AuthorKey;
  fullName: string;
  email: string;
  title: string;
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
    palette: 'ivory-blush',
  },
  {
    key: 'theo',
    fullName: 'Theo Ashcombe',
    email: 'theo.ashcombe@perfete.local',
    title: 'Fashion Director',
    palette: 'ink',
  },
  {
    key: 'imani',
    fullName: 'Imani Okafor-Reyes',
    email: 'imani.okafor@perfete.local',
    title: 'Features Editor',
    palette: 'terracotta',
  },
  {
    key: 'lucia',
    fullName: 'Lucía Benedetti',
    email: 'lucia.benedetti@perfete.local',
    title: 'Travel Editor',
    palette: 'sea',
  },
  {
    key: 'priya',
    fullName: 'Priya Ramanathan',
    email: 'priya.ramanathan@perfete.local',
    title: 'Beauty Director',
    palette: 'rose',
  },
  {
    key: 'julien',
    fullName: 'Julien Marchetti',
    email: 'julien.marchetti@perfete.local',
    title: 'Jewelry Editor',
    palette: 'champagne',
  },
  {
    key: 'sadie',
    fullName: 'Sadie Whitlock',
    email: 'sadie.whitlock@perfete.local',
    title: 'Planning Editor',
    palette: 'sage',
  },
  {
    key: 'noor',
    fullName: 'Noor Haddad',
    email: 'noor.haddad@perfete.local',
    title: 'Contributing Editor',
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
