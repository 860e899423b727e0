/**
 * Query keys of the auth domain. `authKeys.all` is the root: invalidating it refetches every
 * auth read (the admin status, the account as the auth service holds it, the profile, where
 * a person lands after signing in).
 */
export const authKeys = {
  all: ['auth'] as const,
  adminStatus: (userId: string) => [...authKeys.all, 'admin-status', userId] as const,
  account: (userId: string) => [...authKeys.all, 'account', userId] as const,
  profile: (userId: string) => [...authKeys.all, 'profile', userId] as const,
  landing: (userId: string) => [...authKeys.all, 'landing', userId] as const,
};
