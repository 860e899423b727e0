import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ErrorSummary, errorCount, SendError } from '@/components/form';
import { LoadError } from '@/components/load-error';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import {
  getNewsletterPreferencesQueryOptions,
  type NewsletterPreferences as Preferences,
} from '../api/get-newsletter-preferences';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { useUpdateNewsletterPreferences } from '../api/update-newsletter-preferences';
import {
  newsletterChoiceSchema,
  refusedField,
  type NewsletterChoiceValues,
} from '../lib/subscribe-schema';
import { LetterChoiceFields } from './letter-choice-fields';

export const PREFERENCES_COPY = {
  title: 'Your letters',
  unknownTitle: 'This link doesn’t work',
  unknown:
    'We couldn’t find the subscription this link is for. It may have been cut short: open it again from the email, or copy the whole address into your browser.',
  intro: (email: string) =>
    `The letters we send to ${email}. No sign-in needed: the link is yours.`,
  save: 'Save my choices',
  saved: 'Saved. Your next letters follow these choices.',
  leaveTitle: 'Leave',
  leave: 'No more letters to this address. You can subscribe again at any time.',
  unsubscribe: 'Unsubscribe',
  goneTitle: 'You’re unsubscribed',
  gone: (email: string) =>
    `We won’t send any more letters to ${email}. Changed your mind? Subscribe again, and confirm from the email.`,
  again: 'Subscribe again',
  failed: 'That didn’t go through: we couldn’t reach Perféte. Please try again.',
} as const;

type Found = Extract<Preferences, { found: true }>;

/** /newsletter/preferences?token=…: the letters, date and city by the email's token; leave. */
export function NewsletterPreferences({ token }: { token: string }) {
  const preferences = useQuery(getNewsletterPreferencesQueryOptions(token));
  if (preferences.isPending)
    return <Spinner label="Checking your link…" className="w-full py-12" />;
  if (preferences.isError)
    return (
      <div className="space-y-6">
        <h1 className="font-display text-4xl text-ink">{PREFERENCES_COPY.title}</h1>
        <LoadError compact what="this link" onRetry={() => void preferences.refetch()} />
      </div>
    );
  if (!preferences.data.found)
    return (
      <div className="space-y-6">
        <h1 className="font-display text-4xl text-ink">{PREFERENCES_COPY.unknownTitle}</h1>
        <p className="text-ink-700">{PREFERENCES_COPY.unknown}</p>
      </div>
    );
  if (preferences.data.status !== 'confirmed')
    return (
      <div className="space-y-6" role="status">
        <h1 className="font-display text-4xl text-ink">{PREFERENCES_COPY.goneTitle}</h1>
        <p className="text-ink-700">{PREFERENCES_COPY.gone(preferences.data.email)}</p>
        <Link to={PATHS.newsletter} className={buttonVariants({ variant: 'outline' })}>
          {PREFERENCES_COPY.again}
        </Link>
      </div>
    );
  return <PreferencesForm token={token} preferences={preferences.data} />;
}

function PreferencesForm({ token, preferences }: { token: string; preferences: Found }) {
  const form = useForm<NewsletterChoiceValues>({
    resolver: zodResolver(newsletterChoiceSchema),
    defaultValues: {
      the_edit: preferences.letters.includes('the_edit'),
      week_by_week: preferences.letters.includes('week_by_week'),
      wedding_date: preferences.wedding_date ?? '',
      city: preferences.city ?? '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const save = useUpdateNewsletterPreferences();
  const leave = useUnsubscribeNewsletter();
  const refused = save.isError && refusedField(save.error) !== null;

  const submit = handleSubmit((values) =>
    save.mutateAsync({ token, values }).catch((error: unknown) => {
      const field = refusedField(error);
      if (field && field !== 'email')
        setError(field, { message: (error as { message: string }).message });
    }),
  );

  return (
    <div className="space-y-10">
      <div className="space-y-3">
        <h1 className="font-display text-4xl text-ink">{PREFERENCES_COPY.title}</h1>
        <p className="text-ink-700">{PREFERENCES_COPY.intro(preferences.email)}</p>
      </div>
      <form noValidate onSubmit={submit} aria-label="Your letters" className="flex flex-col gap-5">
        <ErrorSummary count={errorCount(formState)} />
        {save.isError && !refused ? <SendError>{PREFERENCES_COPY.failed}</SendError> : null}
        <LetterChoiceFields
          idPrefix="preferences"
          register={register}
          watch={watch}
          errors={formState.errors}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="solid" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : PREFERENCES_COPY.save}
          </Button>
          {save.isSuccess && !formState.isDirty ? (
            <p role="status" className="text-sm text-ink-700">
              {PREFERENCES_COPY.saved}
            </p>
          ) : null}
        </div>
      </form>
      <section
        aria-labelledby="newsletter-leave"
        className="space-y-3 border-t border-ivory-300 pt-8"
      >
        <h2 id="newsletter-leave" className="font-display text-2xl text-ink">
          {PREFERENCES_COPY.leaveTitle}
        </h2>
        <p className="text-ink-700">{PREFERENCES_COPY.leave}</p>
        {leave.isError ? <SendError>{PREFERENCES_COPY.failed}</SendError> : null}
        <Button variant="outline" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
          {PREFERENCES_COPY.unsubscribe}
        </Button>
      </section>
    </div>
  );
}
