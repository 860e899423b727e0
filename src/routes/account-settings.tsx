import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { AccountSettings, useAuth } from '@/features/auth';
import { EmailNotifications } from '@/features/notifications';

/**
 * /account-settings: profile, email, password, the emails we send (vendors and admins), devices,
 * deleting the account (signed in only).
 */
export default function AccountSettingsPage() {
  const { user } = useAuth();
  return (
    <>
      <Helmet>
        <title>{`Account settings | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AccountSettings>{user ? <EmailNotifications userId={user.id} /> : null}</AccountSettings>
    </>
  );
}
