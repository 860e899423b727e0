import type { EmailOtpType } from '@supabase/supabase-js';

/** The email links this site handles: a token hash and its kind (spec: verify with token_hash). */
export type EmailLinkType = Extract<
  EmailOtpType,
  'recovery' | 'signup' | 'email_change' | 'magiclink'
>;
const LINK_TYPES: readonly EmailLinkType[] = ['recovery', 'signup', 'email_change', 'magiclink'];
export const isEmailLinkType = (value: string | null): value is EmailLinkType =>
  LINK_TYPES.includes(value as EmailLinkType);
