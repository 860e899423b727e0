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
import {
  DELIVERIES,
  getNotificationPreferencesQueryOptions,
  type Delivery,
  type NotificationPreferences,
} from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
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
  },
  admin: {
    legend: 'Alerts about applications and listings waiting for review',
    instant: 'Each alert at once',
    instantHint: 'An email as soon as an application, a listing or a change arrives.',
    digest: 'A daily digest',
    digestHint: `One email a day, at ${DIGEST_TIME_UTC} UTC, listing what arrived for review.`,
  },
  save: 'Save email choices',
  failed:
    'Your choice wasn’t saved: we couldn’t reach Perféte. It is still selected here; please try again.',
} as const;

/** "Saved. New inquiries: a daily digest at 08:00 UTC." — what now happens, in words. */
export function savedMessage(saved: Partial<NotificationPreferences>) {
  const how = (delivery: Delivery, each: string) =>
    delivery === 'digest' ? `a daily digest at ${DIGEST_TIME_UTC} UTC` : each;
  const parts = [
    saved.inquiry_delivery
      ? `New inquiries: ${how(saved.inquiry_delivery, 'each one at once')}.`
      : null,
    saved.admin_delivery
      ? `Review alerts: ${how(saved.admin_delivery, 'each one at once')}.`
      : null,
  ];
  return ['Saved.', ...parts].filter(Boolean).join(' ');
}

/** A question's legend and its two options (each at once, or the digest), from its words. */
function choiceOf(copy: {
  legend: string;
  instant: string;
  instantHint: string;
  digest: string;
  digestHint: string;
}) {
  return {
    legend: copy.legend,
    options: [
      { value: 'instant', label: copy.instant, hint: copy.instantHint },
      { value: 'digest', label: copy.digest, hint: copy.digestHint },
    ] satisfies { value: Delivery; label: string; hint: string }[],
  };
}

const schema = z.object({
  inquiryDelivery: z.enum(DELIVERIES),
  adminDelivery: z.enum(DELIVERIES),
});
type Values = z.infer<typeof schema>;

/**
 * Account settings' "Email notifications": an active vendor chooses how new inquiries reach them,
 * an admin how the review alerts do (each at once, the default, or a daily digest). Nobody else
 * gets emails that can wait, so for them the section is not shown.
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
        <PreferencesForm
          userId={userId}
          current={preferences.data}
          isVendor={isVendor}
          isAdmin={isAdmin}
        />
      )}
    </SettingsSection>
  );
}

function PreferencesForm({
  userId,
  current,
  isVendor,
  isAdmin,
}: {
  userId: string;
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
      inquiryDelivery: current.inquiry_delivery,
      adminDelivery: current.admin_delivery,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    // Only the choices shown: an admin who is not a vendor never writes the inquiry column.
    const choices: Partial<NotificationPreferences> = {
      ...(isVendor ? { inquiry_delivery: values.inquiryDelivery } : {}),
      ...(isAdmin ? { admin_delivery: values.adminDelivery } : {}),
    };
    try {
      await update.mutateAsync({ userId, ...choices });
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
            {...choiceOf(EMAIL_NOTIFICATION_COPY.inquiries)}
            {...register('inquiryDelivery')}
          />
        ) : null}
        {isAdmin ? (
          <DeliveryChoice
            {...choiceOf(EMAIL_NOTIFICATION_COPY.admin)}
            {...register('adminDelivery')}
          />
        ) : null}
        <Button type="submit" variant="solid" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : EMAIL_NOTIFICATION_COPY.save}
        </Button>
      </div>
    </form>
  );
}
