/**
 * Demo accounts of the LOCAL stack, created by the seed as confirmed users (supabase/seed/index.ts).
 * One shared password, documented in the README; it means nothing outside 127.0.0.1.
 * The README and the end-to-end tests import this file.
 */
export const DEMO_PASSWORD = 'Perfete-demo-2026';

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  role: 'admin' | 'vendor' | 'reader';
  /** What the account shows off in the demo. */
  description: string;
}

export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@perfete.local',
    password: DEMO_PASSWORD,
    fullName: 'Celeste Marlowe',
    role: 'admin',
    description:
      'Administrator (admin_users row): admin dashboard, blog editor, drafts and the scheduled post.',
  },
  vendorAna: {
    email: 'vendor.ana@perfete.local',
    password: DEMO_PASSWORD,
    fullName: 'Ana Villaseñor',
    role: 'vendor',
    description:
      'Active vendor member owning a planning studio, a floral atelier and a hacienda venue in Mexico (plus a pending listing), with inquiries.',
  },
  vendorMarco: {
    email: 'vendor.marco@perfete.local',
    password: DEMO_PASSWORD,
    fullName: 'Marco Bellandi',
    role: 'vendor',
    description:
      'Active vendor member owning a Tuscan vineyard venue, a photography studio and a string quartet (plus a draft listing), with inquiries.',
  },
  reader: {
    email: 'reader@perfete.local',
    password: DEMO_PASSWORD,
    fullName: 'Juniper Hale',
    role: 'reader',
    description: 'A plain signed-in user: no vendor membership, no admin rights.',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/**
 * An open invitation seeded for the 'invited' membership application (Golden Thread Events): sign
 * up as this email, confirm it, then accept with this token (/membership?invite=<token>).
 * Only its sha256 is stored, as create_invitation() does.
 */
export const DEMO_INVITATION = {
  email: 'priscilla@goldenthread.example',
  token: '5eed0000de3a11ce0000000000000000000000000000000000000000000000a1',
} as const;
