import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { AccountSettings, useAuth } from '@/features/auth';
import { MySuspendedNotice } from '@/features/membership';
import { EmailNotifications } from '@/features/notifications';

/**
 * /account-settings: profile, email, password, the emails we send (vendors and admins), devices,
 * deleting the account (signed in only). A suspended member lands here after signing in, so the
 * reason for the suspension comes first.
 */
export default function AccountSettingsPage() {
  const { user } = useAuth();
  return (
    <>
      <Helmet>
        <title>{`Account settings | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AccountSettings
        notice={user ? <MySuspendedNotice userId={user.id} className="mb-10" /> : null}
      >
        {user ? <EmailNotifications userId={user.id} /> : null}
      </AccountSettings>
    </>
  );
}
