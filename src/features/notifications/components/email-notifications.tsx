import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DIGEST_TIME_UTC } from '@/config/notifications';
import { FormAlert, SettingsSection, useAuth } from '@/features/auth';
import { getMyMembershipQueryOptions } from '@/features/membership';
import { dayMonthYear } from '@/lib/english-dates';
import { andList } from '@/lib/english-format';
import {
  EMAIL_CHOICES,
  getNotificationPreferencesQueryOptions,
  type EmailChoice,
  type EmailStop,
  type NotificationPreferences,
} from '../api/get-notification-preferences';
import {
  useUpdateNotificationPreferences,
  type PreferencesUpdate,
} from '../api/update-notification-preferences';
import { DeliveryChoice } from './delivery-choice';

/** The words of the section, for the page and its tests. */
export const EMAIL_NOTIFICATION_COPY = {
  title: 'Email notifications',
  description:
    'How we tell you that something needs you. Receipts, and our decisions about your listings and membership, always come at once.',
  inquiries: {
    legend: 'New inquiries',
    instant: 'Each inquiry at once',
    instantHint: 'An email as soon as a couple writes to you, with everything they wrote.',
    digest: 'A daily digest',
    digestHint: `One email a day, at ${DIGEST_TIME_UTC} UTC, listing the day’s inquiries.`,
    off: 'No emails',
    offHint: 'Nothing by email: new inquiries still arrive in your dashboard’s inbox.',
    what: 'Emails about new inquiries',
  },
  admin: {
    legend: 'Alerts about applications and listings waiting for review',
    instant: 'Each alert at once',
    instantHint: 'An email as soon as an application, a listing or a change arrives.',
    digest: 'A daily digest',
    digestHint: `One email a day, at ${DIGEST_TIME_UTC} UTC, listing what arrived for review.`,
    off: 'No emails',
    offHint: 'Nothing by email: what waits for review still shows on the admin dashboard.',
    what: 'Review alerts by email',
  },
  save: 'Save email choices',
  failed:
    'Your choice wasn’t saved: we couldn’t reach Perféte. It is still selected here; please try again.',
} as const;

/** "Saved. New inquiries: a daily digest at 08:00 UTC." — what now happens, in words. */
export function savedMessage(saved: PreferencesUpdate) {
  const how = (choice: EmailChoice, each: string) =>
    choice === 'digest'
      ? `a daily digest at ${DIGEST_TIME_UTC} UTC`
      : choice === 'off'
        ? 'no emails'
        : each;
  const parts = [
    saved.inquiries ? `New inquiries: ${how(saved.inquiries, 'each one at once')}.` : null,
    saved.admin_alerts ? `Review alerts: ${how(saved.admin_alerts, 'each one at once')}.` : null,
  ];
  return ['Saved.', ...parts].filter(Boolean).join(' ');
}

/** "You stopped these emails on 28 November 2026 (to ana@studio.example)." */
function stoppedLine(stop: EmailStop) {
  return `You stopped these emails on ${dayMonthYear(new Date(stop.since))} (to ${andList(stop.addresses)}).`;
}

/**
 * A question's legend and its three options (each at once, the digest, none), from its words.
 * While the emails are stopped, "No emails" says since when, and a note above the options says
 * how to start them again.
 */
function choiceOf(
  copy: {
    legend: string;
    instant: string;
    instantHint: string;
    digest: string;
    digestHint: string;
    off: string;
    offHint: string;
    what: string;
  },
  stop: EmailStop | null,
) {
  return {
    legend: copy.legend,
    note: stop
      ? `${copy.what} are off. ${stoppedLine(stop)} Choose at once or a daily digest, then save, to receive them again.`
      : undefined,
    options: [
      { value: 'instant', label: copy.instant, hint: copy.instantHint },
      { value: 'digest', label: copy.digest, hint: copy.digestHint },
      {
        value: 'off',
        label: copy.off,
        hint: stop ? `Off since ${dayMonthYear(new Date(stop.since))}.` : copy.offHint,
      },
    ] satisfies { value: EmailChoice; label: string; hint: string }[],
  };
}

const schema = z.object({
  inquiries: z.enum(EMAIL_CHOICES),
  adminAlerts: z.enum(EMAIL_CHOICES),
});
type Values = z.infer<typeof schema>;

/**
 * Account settings' "Email notifications": an active vendor chooses how new inquiries reach them,
 * an admin how the review alerts do (each at once, the default, a daily digest, or none). Emails
 * stopped from an email's unsubscribe link show as "No emails", with the date, and start again
 * from here. Nobody else gets emails that can wait, so for them the section is not shown.
 */
export function EmailNotifications({ userId }: { userId: string }) {
  const { isAdmin } = useAuth();
  const membership = useQuery(getMyMembershipQueryOptions(userId));
  const preferences = useQuery(getNotificationPreferencesQueryOptions(userId));
  const isVendor = membership.data?.status === 'active';
  if (!isAdmin && !isVendor) return null;
  return (
    <SettingsSection
      id="notifications"
      title={EMAIL_NOTIFICATION_COPY.title}
      description={EMAIL_NOTIFICATION_COPY.description}
    >
      {preferences.isPending ? (
        <Spinner label="Loading your email choices…" className="py-4" />
      ) : preferences.isError ? (
        <LoadError compact what="your email choices" onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesForm current={preferences.data} isVendor={isVendor} isAdmin={isAdmin} />
      )}
    </SettingsSection>
  );
}

function PreferencesForm({
  current,
  isVendor,
  isAdmin,
}: {
  current: NotificationPreferences;
  isVendor: boolean;
  isAdmin: boolean;
}) {
  const update = useUpdateNotificationPreferences();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      inquiries: current.stopped.inquiries ? 'off' : current.inquiry_delivery,
      adminAlerts: current.stopped.admin_alerts ? 'off' : current.admin_delivery,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    // Only the choices shown: an admin who is not a vendor never writes the inquiry choice.
    const choices: PreferencesUpdate = {
      ...(isVendor ? { inquiries: values.inquiries } : {}),
      ...(isAdmin ? { admin_alerts: values.adminAlerts } : {}),
    };
    try {
      await update.mutateAsync(choices);
      reset(values);
      setSaved(savedMessage(choices));
    } catch (error) {
      console.error('Saving the email choices failed', error);
      // The choice stays selected (the form keeps its values); the message says it did not save.
      setError('root.server', { message: EMAIL_NOTIFICATION_COPY.failed });
    }
  });

  return (
    <form
      noValidate
      aria-label={EMAIL_NOTIFICATION_COPY.title}
      onSubmit={onSubmit}
      onChange={() => {
        setSaved(null);
        clearErrors('root.server');
      }}
    >
      <FormAlert message={errors.root?.server?.message} />
      <FormAlert message={saved} tone="success" />
      <div className="space-y-8">
        {isVendor ? (
          <DeliveryChoice
            {...choiceOf(EMAIL_NOTIFICATION_COPY.inquiries, current.stopped.inquiries)}
            {...register('inquiries')}
          />
        ) : null}
        {isAdmin ? (
          <DeliveryChoice
            {...choiceOf(EMAIL_NOTIFICATION_COPY.admin, current.stopped.admin_alerts)}
            {...register('adminAlerts')}
          />
        ) : null}
        <Button type="submit" variant="solid" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : EMAIL_NOTIFICATION_COPY.save}
        </Button>
      </div>
    </form>
  );
}
