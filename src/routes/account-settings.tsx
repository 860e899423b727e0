import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { AccountSettings } from '@/features/auth';

/** /account-settings: profile, email, password, devices, deleting the account (signed in only). */
export default function AccountSettingsPage() {
  return (
    <>
      <Helmet>
        <title>{`Account settings | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AccountSettings />
    </>
  );
}
