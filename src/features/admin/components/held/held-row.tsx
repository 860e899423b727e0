import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { reportMutation } from '@/lib/report-mutation';

const RECEIVED = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export interface HeldRowItem {
  id: string;
  from: string;
  email: string;
  title: string;
  body: string;
  created_at: string;
}

/**
 * One held row on the admins' held desk: who, when, what, and the two ways out: released into
 * its queue (its emails go then) or deleted (archived).
 */
export function HeldRow({
  item,
  releaseLabel,
  decide,
  pending,
}: {
  item: HeldRowItem;
  releaseLabel: string;
  decide: (decision: 'release' | 'delete') => Promise<unknown>;
  pending: boolean;
}) {
  const nameId = useId();
  const act = (decision: 'release' | 'delete') =>
    reportMutation(decide(decision), {
      onSuccess: () =>
        toast({
          title: decision === 'release' ? `Released: ${item.title}` : `Deleted: ${item.title}`,
        }),
      onError: () =>
        toast({
          title: 'That didn’t save',
          description: 'Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <li className="space-y-2 py-4" aria-labelledby={nameId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={nameId} className="text-ink">
          <span className="font-medium">{item.title}</span>
          <span className="text-ink-700">
            {' '}
            · {item.from}
            {item.email === item.title ? null : ` (${item.email})`}
          </span>
        </p>
        <time dateTime={item.created_at} className="text-xs tracking-label text-ink-700 uppercase">
          {RECEIVED.format(new Date(item.created_at))}
        </time>
      </div>
      {item.body ? (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-ink">{item.body}</p>
      ) : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label={`${item.title}: held`}>
        <Button size="sm" variant="solid" disabled={pending} onClick={() => act('release')}>
          {releaseLabel}
          <span className="sr-only"> ({item.title})</span>
        </Button>
        <Button size="sm" disabled={pending} onClick={() => act('delete')}>
          Delete<span className="sr-only"> ({item.title})</span>
        </Button>
      </div>
    </li>
  );
}
