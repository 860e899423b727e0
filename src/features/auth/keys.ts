/**
 * The auth domain's one key factory. `authKeys.all` is the root: every auth write invalidates it,
 * and every auth read refetches (the admin status, the account as the auth service holds it, the
 * profile, where a person lands after signing in). Each key holds every variable its query reads.
 */
export const authKeys = {
  all: ['auth'] as const,
  adminStatus: (userId: string) => [...authKeys.all, 'admin-status', userId] as const,
  account: (userId: string) => [...authKeys.all, 'account', userId] as const,
  profile: (userId: string) => [...authKeys.all, 'profile', userId] as const,
  landing: (userId: string, isAdmin: boolean) =>
    [...authKeys.all, 'landing', userId, { isAdmin }] as const,
};
