import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { authKeys } from '../keys';
import { signOut } from './sign-out';
import { LOGOUT_ERROR_TOAST, LOGOUT_SUCCESS_TOAST } from '../lib/auth-messages';
import { removeStoredSession } from '../lib/session-storage';

/**
 * Logout as site-spec §4/§8 says: on success the stored session is removed, a toast confirms and
 * the visitor lands on /login with history replaced; on failure a destructive toast. The callbacks
 * live on the mutation, so they still run when the menu that started it has closed.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      removeStoredSession();
      queryClient.removeQueries({ queryKey: authKeys.all });
      toast(LOGOUT_SUCCESS_TOAST);
      void navigate(PATHS.login, { replace: true });
    },
    onError: (error) => {
      console.error('Logout failed', error);
      toast(LOGOUT_ERROR_TOAST);
    },
  });
  return { logout: () => mutate(), isPending };
}
