import { PATHS } from '@/config/paths';

/** The account menu's words (site-spec §2 "Account menu"). */
export const ACCOUNT_MENU_LABEL = 'Account menu';
export const LOG_OUT_LABEL = 'Log Out';

export interface AccountLink {
  label: string;
  to: string;
}

/** Vendor Dashboard for every signed-in user; Admin Dashboard for administrators only. */
export function accountLinks(isAdmin: boolean): AccountLink[] {
  const links: AccountLink[] = [{ label: 'Vendor Dashboard', to: PATHS.vendorDashboard }];
  if (isAdmin) links.push({ label: 'Admin Dashboard', to: PATHS.admin });
  return links;
}
