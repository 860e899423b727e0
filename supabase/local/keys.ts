/**
 * Fixed credentials of the LOCAL development stack only. They are public on purpose (like the
 * well-known keys `supabase start` prints) and mean nothing outside 127.0.0.1: a hosted project
 * has its own keys, set through VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY at build time.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_DoOoTZT8vIH2enclgPvAgJ_C1g-xZI7';
export const LOCAL_SECRET_KEY = 'sb_secret_jNaBU_diAhQCF_s-WK4bzb_PaOfQFMg';
export const LOCAL_JWT_SECRET = 'perfete-local-only-jwt-secret-not-for-production-use';

export const DEFAULT_PORT = 54321;
export const DEFAULT_HOST = '127.0.0.1';
