import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DIGEST_TIME_UTC } from '@/config/notifications';
import { PATHS } from '@/config/paths';
import {
  getEmailSubscriptionQueryOptions,
  type EmailSubscription,
  type EmailTopic,
} from '../api/get-email-subscription';
import { useSetEmailSubscription } from '../api/set-email-subscription';

/** What each topic's emails are, in the words of the page ("Stop <topic> to a•••@…?"). */
export const TOPIC_WORDS: Record<EmailTopic, string> = {
  inquiries: 'emails about new inquiries',
  admin_alerts: 'alerts about applications and listings waiting for review',
};

/** Where the person still finds what the emails told them about. */
const STILL_THERE: Record<EmailTopic, string> = {
  inquiries: 'New inquiries still arrive in your Vendor Dashboard.',
  admin_alerts: 'Everything waiting for review is still counted on the admin dashboard.',
};

export const UNSUBSCRIBE_COPY = {
  unknownTitle: 'This link doesn’t work',
  unknown:
    'We couldn’t find the emails this link is for. It may have been cut short: open it again from the email, or copy the whole address into your browser.',
  settings: 'Signed in, you can choose how we email you in Account settings.',
  title: 'Unsubscribe',
  question: (topic: EmailTopic, email: string) => `Stop ${TOPIC_WORDS[topic]} to ${email}?`,
  unsubscribe: 'Unsubscribe',
  doneTitle: 'You’re unsubscribed',
  alreadyTitle: 'You’re already unsubscribed',
  done: (topic: EmailTopic, email: string) =>
    `We won’t send ${TOPIC_WORDS[topic]} to ${email} any more.`,
  undo: 'Undo',
  subscribeAgain: 'Subscribe again',
  againTitle: 'You’re subscribed again',
  again: (topic: EmailTopic, email: string) => `We’ll send ${TOPIC_WORDS[topic]} to ${email}.`,
  digest: (topic: EmailTopic) =>
    `Rather have fewer emails? In Account settings you can choose a daily digest instead: one email a day, at ${DIGEST_TIME_UTC} UTC, listing ${topic === 'inquiries' ? 'the day’s inquiries' : 'what arrived for review'}.`,
  failed: 'That didn’t go through: we couldn’t reach Perféte. Please try again.',
} as const;

/**
 * /unsubscribe?token=…: what the link is for (the address, masked, and the topic), and a button.
 * Opening the page changes nothing, since mail scanners open links; the button does, and Undo
 * puts it back.
 */
export function Unsubscribe({ token }: { token: string }) {
  const subscription = useQuery(getEmailSubscriptionQueryOptions(token));
  if (subscription.isPending)
    return <Spinner label="Checking your link…" className="w-full py-12" />;
  if (subscription.isError)
    return (
      <div className="space-y-6">
        <h1 className="font-display text-4xl text-ink">{UNSUBSCRIBE_COPY.title}</h1>
        <LoadError compact what="this link" onRetry={() => void subscription.refetch()} />
      </div>
    );
  if (!subscription.data.found) return <UnknownLink />;
  return <SubscriptionState token={token} subscription={subscription.data} />;
}

function UnknownLink() {
  return (
    <div className="space-y-6">
      <h1 className="font-display text-4xl text-ink">{UNSUBSCRIBE_COPY.unknownTitle}</h1>
      <p className="text-ink-700">{UNSUBSCRIBE_COPY.unknown}</p>
      <SettingsLink className="text-ink-700">{UNSUBSCRIBE_COPY.settings}</SettingsLink>
    </div>
  );
}

/** A sentence, then a link to Account settings (sign-in first, if need be: the guard sees to it). */
function SettingsLink({ children, className }: { children: string; className: string }) {
  return (
    <p className={className}>
      {children}{' '}
      <Link
        to={PATHS.accountSettings}
        className="font-medium text-ink underline underline-offset-4 hover:text-champagne-700"
      >
        Account settings
      </Link>
    </p>
  );
}

function SubscriptionState({
  token,
  subscription,
}: {
  token: string;
  subscription: Extract<EmailSubscription, { found: true }>;
}) {
  const change = useSetEmailSubscription();
  /** What this visit changed it to; null until the button is used (the words differ). */
  const [changedTo, setChangedTo] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { topic, email, subscribed } = subscription;

  // After a change the heading says the new state: focus it, so it is read out and Tab continues
  // from there (the button that was pressed is replaced).
  useEffect(() => {
    if (changedTo !== null) heading.current?.focus();
  }, [changedTo]);

  const set = async (next: boolean) => {
    setFailed(false);
    try {
      await change.mutateAsync({ token, subscribed: next });
      setChangedTo(next);
    } catch (error) {
      console.error('Changing the email subscription failed', error);
      setFailed(true);
    }
  };

  const title = subscribed
    ? changedTo === true
      ? UNSUBSCRIBE_COPY.againTitle
      : UNSUBSCRIBE_COPY.title
    : changedTo === false
      ? UNSUBSCRIBE_COPY.doneTitle
      : UNSUBSCRIBE_COPY.alreadyTitle;
  return (
    <div className="space-y-6">
      <h1 ref={heading} tabIndex={-1} className="font-display text-4xl text-ink outline-none">
        {title}
      </h1>
      {failed ? (
        <p
          role="alert"
          className="border-l-2 border-red-700 bg-blush-100 px-4 py-3 text-sm text-red-800"
        >
          {UNSUBSCRIBE_COPY.failed}
        </p>
      ) : null}
      {subscribed ? (
        <>
          <p className="text-lg text-ink">
            {changedTo === true
              ? UNSUBSCRIBE_COPY.again(topic, email)
              : UNSUBSCRIBE_COPY.question(topic, email)}
          </p>
          <Button variant="solid" disabled={change.isPending} onClick={() => void set(false)}>
            {change.isPending ? 'Unsubscribing…' : UNSUBSCRIBE_COPY.unsubscribe}
          </Button>
        </>
      ) : (
        <>
          <p className="text-lg text-ink">{UNSUBSCRIBE_COPY.done(topic, email)}</p>
          <p className="text-ink-700">{STILL_THERE[topic]}</p>
          <Button disabled={change.isPending} onClick={() => void set(true)}>
            {changedTo === false ? UNSUBSCRIBE_COPY.undo : UNSUBSCRIBE_COPY.subscribeAgain}
          </Button>
        </>
      )}
      <SettingsLink className="border-t border-ivory-300 pt-6 text-sm text-ink-700">
        {UNSUBSCRIBE_COPY.digest(topic)}
      </SettingsLink>
    </div>
  );
}
