import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  DraftPrompt,
  ErrorSummary,
  errorCount,
  HoneypotField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { isThrottled } from '@/lib/throttle';
import { FORM_MESSAGE_MAX_LENGTH } from '@/config/site';
import { useCreateContactMessage } from '../api/create-contact-message';
import {
  CONTACT_DEFAULTS,
  CONTACT_TOPICS,
  contactSchema,
  type ContactValues,
} from '../lib/form-schemas';
import { FormConfirmation, SendError } from './form-confirmation';
import { useFormDraft } from '@/hooks/use-form-draft';

/** /contact: name, email, topic and message, saved to contact_messages. */
export function ContactForm() {
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: CONTACT_DEFAULTS,
    // Errors appear on submit, then clear as they are fixed: nothing moves under a reader's click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, reset } = form;
  const draft = useFormDraft(form, 'contact');
  const send = useCreateContactMessage();
  const errors = formState.errors;

  if (send.isSuccess) {
    return (
      <FormConfirmation
        title="Thank you — your message is with us"
        againLabel="Send another message"
        onAgain={() => {
          send.reset();
          reset(CONTACT_DEFAULTS);
        }}
      >
        An editor reads every message. If it needs a reply, we will write to you at the address you
        gave, usually within three working days.
      </FormConfirmation>
    );
  }

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).then(draft.clear, () => {
      // The error is shown by SendError; the typed values stay in the form.
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="relative flex flex-col gap-6"
      aria-label="Contact Perféte"
    >
      {draft.offered ? <DraftPrompt onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      <ErrorSummary count={errorCount(formState)} />
      {send.isError && <SendError throttled={isThrottled(send.error)} />}
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id="contact-name"
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="contact-email"
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <SelectField
        id="contact-subject"
        label="What is it about?"
        error={errors.subject?.message}
        {...register('subject')}
      >
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id="contact-message"
        label="Your message"
        rows={7}
        maxLength={FORM_MESSAGE_MAX_LENGTH}
        hint="A few sentences is perfect. Please don’t include payment or other sensitive details."
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField {...register('website')} />
      <div>
        <Button type="submit" variant="solid" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
