import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '../../hooks/use-auth';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

/**
 * /account-settings (signed-in people; the route's guard sees to that). `children` are sections
 * other features own (the email notifications), placed after the password, before the devices;
 * `notice`, what the person must read first (a suspended membership's reason), under the heading.
 */
export function AccountSettings({
  children,
  notice,
}: {
  children?: ReactNode;
  notice?: ReactNode;
}) {
  const { user } = useAuth();
  if (!user) return <Spinner label="Checking your session…" className="w-full py-16" />;
  const email = user.email ?? '';
  return (
    <div className="mx-auto w-full max-w-frame px-gutter py-12 md:py-16">
      <header className="space-y-2 pb-8">
        <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Your account</p>
        <h1 className="text-display-md font-light text-ink">Account settings</h1>
      </header>
      {notice}
      <ProfileSection userId={user.id} />
      <EmailSection userId={user.id} email={email} />
      <PasswordSection email={email} />
      {children}
      <SessionsSection />
      <DeleteSection userId={user.id} />
    </div>
  );
}
