/**
 * The auth feature's public entry: the session and admin status (provider, context, hooks), the
 * account menu, the login page's parts and the admin-status query. Import auth only from here.
 */
export { adminStatusQueryOptions, getAdminStatus } from './api/get-admin-status';
export { SIGN_IN_MESSAGES } from './api/sign-in';
export { AUTH_MESSAGES, authErrorKind, authErrorMessage } from './lib/auth-errors';
export {
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  type NewPasswordValues,
} from './lib/password-rules';
export { NewPasswordFields } from './components/new-password-fields';
export { updatePassword, useUpdatePassword } from './api/update-password';
export { signOutOtherDevices } from './api/sign-out-other-devices';
export { AccountSettings } from './components/account/account-settings';
export { SettingsSection } from './components/account/section';
export { FormAlert } from './components/form-alert';
export { AuthPageFrame } from './components/auth-page-frame';
export { EmailLink } from './components/email-link';
export { ResetPassword } from './components/reset-password';
export { RESET_MESSAGES } from './components/reset-password-messages';
export { useLanding } from './hooks/use-landing';
export { ACCESS_DENIED_TOAST, LOGOUT_ERROR_TOAST, LOGOUT_SUCCESS_TOAST } from './lib/auth-messages';
export { AuthContext, type AuthContextValue } from './auth-context';
export { authKeys } from './keys';
export { AuthProvider } from './auth-provider';
export { AccountMenu } from './components/account-menu';
export {
  ACCOUNT_MENU_LABEL,
  ACCOUNT_SETTINGS_LABEL,
  LOG_OUT_LABEL,
} from './components/account-links';
export { SIGN_IN_LABEL } from './components/sign-in-link';
export { LOGIN_VALIDATION_MESSAGES, LoginForm } from './components/login-form';
export { SignedInPanel } from './components/signed-in-panel';
export { redirectTarget } from './lib/redirect-target';
export { useAuth } from './hooks/use-auth';
export { useProfile } from './api/get-profile';
export { useLogout } from './api/use-logout';
