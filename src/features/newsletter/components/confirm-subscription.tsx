import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NEWSLETTER_CONFIRM_HOURS } from '@/config/newsletter';
import { PATHS, withQuery } from '@/config/paths';
import { useConfirmSubscription } from '../api/confirm-subscription';

export const CONFIRM_COPY = {
  askTitle: 'Confirm your subscription',
  ask: 'One click and the letters you chose are on their way. If you did not ask for them, close this page: nothing will be sent.',
  confirm: 'Yes, subscribe me',
  checking: 'Confirming your subscription…',
  doneTitle: 'You’re subscribed',
  done: 'Thank you for confirming. A short welcome is on its way, and the letters you chose follow. Every email has a link to change them, or to leave in one click.',
  preferences: 'Your letters, date and city',
  read: 'Read the magazine',
  invalidTitle: 'This link no longer works',
  invalid: `A confirmation link works once, for ${NEWSLETTER_CONFIRM_HOURS} hours. If you have already confirmed, you are subscribed and there is nothing more to do. Otherwise, subscribe again and we’ll send a fresh link.`,
  again: 'Subscribe again',
} as const;

/**
 * /newsletter/confirm?token=…: the emailed link opens a question, and the token is spent only by
 * the reader's click. Mail scanners open links (some run their scripts) to look for harm: a page
 * that confirmed as it opened would subscribe an address its owner never saw the email of.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const confirm = useConfirmSubscription();

  if (confirm.isIdle)
    return (
      <div className="space-y-6">
        <h1 className="font-display text-4xl text-ink">{CONFIRM_COPY.askTitle}</h1>
        <p className="text-ink-700">{CONFIRM_COPY.ask}</p>
        <Button variant="solid" onClick={() => confirm.mutate(token)}>
          {CONFIRM_COPY.confirm}
        </Button>
      </div>
    );
  if (confirm.isError)
    return (
      <div className="space-y-6">
        <h1 className="font-display text-4xl text-ink">{CONFIRM_COPY.askTitle}</h1>
        <LoadError compact what="your confirmation" onRetry={() => confirm.mutate(token)} />
      </div>
    );
  if (!confirm.isSuccess) return <Spinner label={CONFIRM_COPY.checking} className="w-full py-12" />;
  if (!confirm.data.confirmed)
    return (
      <div className="space-y-6">
        <h1 className="font-display text-4xl text-ink">{CONFIRM_COPY.invalidTitle}</h1>
        <p className="text-ink-700">{CONFIRM_COPY.invalid}</p>
        <Link to={PATHS.newsletter} className={buttonVariants({ variant: 'solid' })}>
          {CONFIRM_COPY.again}
        </Link>
      </div>
    );
  return (
    <div className="space-y-6" role="status">
      <h1 className="font-display text-4xl text-ink">{CONFIRM_COPY.doneTitle}</h1>
      <p className="text-ink-700">{CONFIRM_COPY.done}</p>
      <div className="flex flex-wrap gap-4">
        <Link to={PATHS.blog} className={buttonVariants({ variant: 'solid' })}>
          {CONFIRM_COPY.read}
        </Link>
        <Link
          to={withQuery(PATHS.newsletterPreferences, { token: confirm.data.token })}
          className={buttonVariants({ variant: 'outline' })}
        >
          {CONFIRM_COPY.preferences}
        </Link>
      </div>
    </div>
  );
}
