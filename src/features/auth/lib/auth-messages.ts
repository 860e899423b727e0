import type { ToastInput } from '@/components/ui/use-toast';

/** The spec's auth toasts (site-spec §8), word for word. */

export const LOGOUT_SUCCESS_TOAST = {
  title: 'Logged out successfully',
  description: 'You have been logged out of your account.',
} as const satisfies ToastInput;

export const LOGOUT_ERROR_TOAST = {
  title: 'Error logging out',
  description: 'There was a problem logging out. Please try again.',
  variant: 'destructive',
} as const satisfies ToastInput;

export const ACCESS_DENIED_TOAST = {
  title: 'Access Denied',
  description: "You don't have permission to access this page.",
  variant: 'destructive',
} as const satisfies ToastInput;
