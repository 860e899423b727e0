/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Supabase project (local stack: http://127.0.0.1:54321). */
  readonly VITE_SUPABASE_URL?: string;
  /** Public anon / publishable key; safe in the browser, RLS does the protecting. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
