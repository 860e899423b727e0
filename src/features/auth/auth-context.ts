import type { User } from '@supabase/supabase-js';
import { createContext } from 'react';

export interface AuthContextValue {
  /** The signed-in user, or null. */
  user: User | null;
  /** True until the first session check has ended (successfully or not). */
  loading: boolean;
  /** Whether `user` has an admin_users row; false with no user or when the lookup fails. */
  isAdmin: boolean;
  /** Looks the admin status up again for the current user. */
  recheckAdmin: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
