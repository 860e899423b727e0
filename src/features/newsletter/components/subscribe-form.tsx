import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormConfirmation, HoneypotField, PublicForm, TextField } from '@/components/form';
import { NEWSLETTER_CONFIRM_HOURS } from '@/config/newsletter';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import {
  refusedField,
  SUBSCRIBE_DEFAULTS,
  subscribeSchema,
  type SubscribeValues,
} from '../lib/subscribe-schema';
import { LetterChoiceFields } from './letter-choice-fields';

export const SUBSCRIBE_COPY = {
  sentTitle: 'Check your inbox',
  sent: `We’ve sent a link to confirm. It works once, for ${NEWSLETTER_CONFIRM_HOURS} hours; nothing else arrives until you click it.`,
  again: 'Use another address',
  failed:
    'We couldn’t send this just now. Everything you typed is still here — please try again in a moment.',
} as const;

/**
 * The newsletter's form (issue #44): the footer's, a story's end and /newsletter. Email and the
 * letters; the date and city when Week by week is ticked. Checked here as the database checks
 * it; a refusal the database explains lands beside its field, and the typed values stay. The
 * same confirmation for everyone: an address already subscribed is not told apart.
 */
export function SubscribeForm({
  label = 'Subscribe to Perféte’s newsletter',
  compact = false,
}: {
  label?: string;
  compact?: boolean;
}) {
  const idPrefix = `newsletter-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const form = useForm<SubscribeValues>({
    resolver: zodResolver(subscribeSchema),
    defaultValues: SUBSCRIBE_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, reset, setError, watch } = form;
  const send = useSubscribeNewsletter();
  const errors = formState.errors;

  if (send.isSuccess)
    return (
      <FormConfirmation
        title={SUBSCRIBE_COPY.sentTitle}
        againLabel={SUBSCRIBE_COPY.again}
        onAgain={() => {
          send.reset();
          reset(SUBSCRIBE_DEFAULTS);
        }}
      >
        {SUBSCRIBE_COPY.sent}
      </FormConfirmation>
    );

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).catch((error: unknown) => {
      const field = refusedField(error);
      if (field) setError(field, { message: (error as { message: string }).message });
    }),
  );
  const refused = send.isError && refusedField(send.error) !== null;

  return (
    <PublicForm
      form={form}
      label={label}
      onSubmit={submit}
      submitLabel="Subscribe"
      pending={send.isPending}
      sendError={send.isError && !refused ? SUBSCRIBE_COPY.failed : null}
      className="gap-5"
    >
      <TextField
        id={`${idPrefix}-email`}
        label="Your email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <LetterChoiceFields
        idPrefix={idPrefix}
        register={register}
        watch={watch}
        errors={errors}
        compact={compact}
      />
      <HoneypotField {...register('website')} />
    </PublicForm>
  );
}
