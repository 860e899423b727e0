/**
 * Notifications: the emails people receive, as the site shows them. Each person's choices (a
 * vendor's inquiries and an admin's review alerts: each at once or a daily digest), the public
 * unsubscribe page an email links to, and the admins' view of the emails that could not be
 * delivered. The outbox itself is the database's (supabase/migrations/…_notifications.sql),
 * delivered by supabase/functions; no browser reads it.
 */
export { notificationKeys } from './keys';
export {
  DEFAULT_PREFERENCES,
  DELIVERIES,
  getNotificationPreferencesQueryOptions,
  type Delivery,
  type NotificationPreferences,
} from './api/get-notification-preferences';
export {
  updateNotificationPreferences,
  useUpdateNotificationPreferences,
} from './api/update-notification-preferences';
export {
  EMAIL_TOPICS,
  getEmailSubscriptionQueryOptions,
  type EmailSubscription,
  type EmailTopic,
} from './api/get-email-subscription';
export { setEmailSubscription, useSetEmailSubscription } from './api/set-email-subscription';
export {
  getUndeliveredMessagesQueryOptions,
  type UndeliveredMessage,
} from './api/get-undelivered-messages';
export { resendMessage, useResendMessage } from './api/resend-message';
export { getMailHeldBackQueryOptions, type MailHeldBack } from './api/get-mail-held-back';
export { EMAIL_NOTIFICATION_COPY, EmailNotifications } from './components/email-notifications';
export { TOPIC_WORDS, Unsubscribe, UNSUBSCRIBE_COPY } from './components/unsubscribe';
export { UndeliveredEmails } from './components/undelivered-emails';
export { HeldBackEmails } from './components/mail-held-back';
