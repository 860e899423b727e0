import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  FormConfirmation,
  HoneypotField,
  PublicForm,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form';
import { FORM_MESSAGE_MAX_LENGTH } from '@/config/site';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useCreateContactMessage } from '../api/create-contact-message';
import {
  CONTACT_DEFAULTS,
  CONTACT_TOPICS,
  contactSchema,
  type ContactValues,
} from '../lib/form-schemas';
import { sendErrorText } from '../lib/send-messages';

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
      // The error is shown by the form; the typed values stay in it.
    }),
  );

  return (
    <PublicForm
      form={form}
      label="Contact Perféte"
      onSubmit={submit}
      submitLabel="Send message"
      pending={send.isPending}
      sendError={sendErrorText(send)}
      draft={draft}
      className="gap-6"
    >
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
    </PublicForm>
  );
}
