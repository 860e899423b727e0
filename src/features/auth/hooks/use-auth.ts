import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../auth-context';

/** The auth state of site-spec §4: user, loading, isAdmin and recheckAdmin(). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
