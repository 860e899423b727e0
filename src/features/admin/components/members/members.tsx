import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { reportMutation } from '@/lib/report-mutation';
import { getMembersQueryOptions, type Member } from '../../api/get-members';
import { useMemberStatusMutation } from '../../api/use-member-status-mutation';

const SINCE = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

/**
 * /admin/members: the directory's members (suspended first), each with their listings; suspend
 * with a reason the member reads on their dashboard (their listings leave the directory while it
 * lasts), reactivate.
 */
export function Members() {
  const members = useQuery(getMembersQueryOptions());
  if (members.isPending) return <Spinner label="Loading the members…" className="py-12" />;
  if (members.isError)
    return <LoadError compact what="the members" onRetry={() => void members.refetch()} />;
  if (members.data.length === 0) return <p className="text-ink-700">No members yet.</p>;
  return (
    <ul aria-label="Members" className="divide-y divide-ivory-300 border-y border-ivory-300">
      {members.data.map((member) => (
        <MemberItem key={member.user_id} member={member} />
      ))}
    </ul>
  );
}

function MemberItem({ member }: { member: Member }) {
  const change = useMemberStatusMutation();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const name = member.full_name ?? member.email;
  const suspended = member.status === 'suspended';
  const done = (title: string) => ({
    onSuccess: () => {
      toast({ title, description: name });
      setAsking(false);
      setReason('');
    },
    onError: (error: Error) =>
      toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
  });
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <p className="text-ink">
            {name}
            {suspended ? (
              <span className="ml-3 text-xs font-medium tracking-label text-red-700 uppercase">
                Suspended
              </span>
            ) : null}
          </p>
          <p className="text-sm text-ink-700">
            {member.email} · member since {SINCE.format(new Date(member.joined_at))} ·{' '}
            {member.published} of {member.listings} listings published
          </p>
          {suspended && member.status_reason ? (
            <p className="text-sm text-ink italic">“{member.status_reason}”</p>
          ) : null}
        </div>
        {suspended ? (
          <Button
            size="sm"
            disabled={change.isPending}
            onClick={() =>
              reportMutation(
                change.mutateAsync({ userId: member.user_id, status: 'active' }),
                done('Reactivated'),
              )
            }
          >
            Reactivate<span className="sr-only"> {name}</span>
          </Button>
        ) : (
          <Button size="sm" aria-expanded={asking} onClick={() => setAsking((was) => !was)}>
            Suspend<span className="sr-only"> {name}</span>
          </Button>
        )}
      </div>
      {asking && !suspended ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            reportMutation(
              change.mutateAsync({
                userId: member.user_id,
                status: 'suspended',
                reason: reason.trim(),
              }),
              done('Suspended'),
            );
          }}
        >
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor={reasonId} className="text-xs font-medium tracking-label uppercase">
              Why (the member reads this)
            </label>
            <input
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={2000}
              className="min-h-11 border border-ink-300 bg-ivory-50 px-3"
            />
          </div>
          <Button type="submit" variant="solid" disabled={change.isPending || reason.trim() === ''}>
            Suspend membership<span className="sr-only"> of {name}</span>
          </Button>
        </form>
      ) : null}
    </li>
  );
}
