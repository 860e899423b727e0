import type { ReactNode } from 'react';

/** One state of an invitation, told on the acceptance page: a heading and what to do now. */
export function InvitationMessage({
  title,
  role = 'alert',
  children,
}: {
  title: string;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-display-md font-light text-ink">{title}</h1>
      <div role={role} className="space-y-4 text-ink-700">
        {children}
      </div>
    </div>
  );
}
