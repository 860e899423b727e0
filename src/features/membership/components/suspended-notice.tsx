import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/utils';
import { getMyMembershipQueryOptions } from '../api/get-my-membership';

/**
 * What a suspended member reads: that the membership is suspended, what that means, the admins'
 * reason in their words (vendor_members.status_reason), and whom to write to. On the dashboard
 * and on Account settings, where a suspended member lands after signing in.
 */
export function SuspendedNotice({
  reason,
  className,
}: {
  reason: string | null;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="suspended-heading"
      className={cn(
        'max-w-measure space-y-4 border-l-2 border-champagne-600 bg-ivory-100 p-6',
        className,
      )}
    >
      <h2 id="suspended-heading" className="font-display text-3xl text-ink">
        Your membership is suspended
      </h2>
      <p className="text-ink-700">
        While it is suspended your listings are not shown in the directory and nothing can be
        edited.
      </p>
      {reason ? (
        <figure className="space-y-1">
          <figcaption className="text-xs font-medium tracking-label text-ink-700 uppercase">
            Why
          </figcaption>
          <blockquote className="text-ink italic">“{reason}”</blockquote>
        </figure>
      ) : null}
      <p className="text-ink-700">
        If you think this is a mistake, or you have put it right, write to us and we will look
        again.
      </p>
      <Link
        to={PATHS.contact}
        className="font-medium underline underline-offset-4 hover:text-champagne-700"
      >
        Write to us
      </Link>
    </section>
  );
}

/** The notice for the signed-in person, only while their membership is suspended. */
export function MySuspendedNotice({ userId, className }: { userId: string; className?: string }) {
  const membership = useQuery(getMyMembershipQueryOptions(userId));
  if (membership.data?.status !== 'suspended') return null;
  return <SuspendedNotice reason={membership.data.status_reason} className={className} />;
}
