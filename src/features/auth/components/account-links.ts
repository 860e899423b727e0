import { PATHS } from '@/config/paths';

/** The account menu's words (site-spec §2 "Account menu"). */
export const ACCOUNT_MENU_LABEL = 'Account menu';
export const LOG_OUT_LABEL = 'Log Out';
export const ACCOUNT_SETTINGS_LABEL = 'Account settings';

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * Vendor Dashboard for every signed-in user; Admin Dashboard for administrators only; Account
 * settings (name, picture, email, password, notifications) for everyone signed in.
 */
export function accountLinks(isAdmin: boolean): AccountLink[] {
  const links: AccountLink[] = [{ label: 'Vendor Dashboard', to: PATHS.vendorDashboard }];
  if (isAdmin) links.push({ label: 'Admin Dashboard', to: PATHS.admin });
  links.push({ label: ACCOUNT_SETTINGS_LABEL, to: PATHS.accountSettings });
  return links;
}
