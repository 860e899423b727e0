import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  CheckboxField,
  Fieldset,
  FormConfirmation,
  HoneypotField,
  PublicForm,
  TextareaField,
  TextField,
} from '@/components/form';
import { PATHS } from '@/config/paths';
import { FORM_MESSAGE_MAX_LENGTH } from '@/config/site';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useCreateWeddingSubmission } from '../api/create-wedding-submission';
import {
  SUBMISSION_DEFAULTS,
  submissionSchema,
  todayIso,
  type SubmissionValues,
} from '../lib/form-schemas';
import { sendErrorText } from '../lib/send-messages';

/** /submissions: a real wedding for the editors to consider, saved to wedding_submissions. */
export function SubmissionForm() {
  const form = useForm<SubmissionValues>({
    resolver: zodResolver(submissionSchema),
    defaultValues: SUBMISSION_DEFAULTS,
    // Errors appear on submit, then clear as they are fixed: nothing moves under a reader's click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, reset } = form;
  const draft = useFormDraft(form, 'submission');
  const send = useCreateWeddingSubmission();
  const errors = formState.errors;

  if (send.isSuccess) {
    return (
      <FormConfirmation
        title="Thank you — your wedding is with our editors"
        againLabel="Submit another wedding"
        onAgain={() => {
          send.reset();
          reset(SUBMISSION_DEFAULTS);
        }}
      >
        We look at every gallery we receive. If your wedding is right for Perféte, an editor will
        write within four weeks to talk about the story and ask your photographer for the images.
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
      label="Submit your wedding"
      onSubmit={submit}
      submitLabel="Submit our wedding"
      pending={send.isPending}
      sendError={sendErrorText(send)}
      draft={draft}
      className="gap-10"
    >
      <Fieldset legend="The couple">
        <div className="grid gap-6 md:grid-cols-2">
          <TextField
            id="submission-partner-one"
            label="First partner’s name"
            autoComplete="name"
            error={errors.partner_one_name?.message}
            {...register('partner_one_name')}
          />
          <TextField
            id="submission-partner-two"
            label="Second partner’s name"
            error={errors.partner_two_name?.message}
            {...register('partner_two_name')}
          />
        </div>
        <TextField
          id="submission-email"
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="So that an editor can reach you."
          error={errors.email?.message}
          {...register('email')}
        />
      </Fieldset>
      <Fieldset legend="The day">
        <div className="grid gap-6 md:grid-cols-2">
          <TextField
            id="submission-date"
            label="Wedding date"
            type="date"
            max={todayIso()}
            error={errors.wedding_date?.message}
            {...register('wedding_date')}
          />
          <TextField
            id="submission-location"
            label="Location"
            placeholder="Lucca, Tuscany"
            hint="The town or city, and the venue if you like."
            error={errors.location?.message}
            {...register('location')}
          />
        </div>
      </Fieldset>
      <Fieldset legend="The photographs">
        <TextField
          id="submission-photographer"
          label="Photographer"
          placeholder="Studio or photographer’s name"
          error={errors.photographer?.message}
          {...register('photographer')}
        />
        <TextField
          id="submission-gallery"
          label="Link to your gallery"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="An online gallery or shared folder of 40–80 favourite images."
          error={errors.gallery_url?.message}
          {...register('gallery_url')}
        />
        <TextareaField
          id="submission-message"
          label="Tell us about your day"
          optional
          rows={6}
          maxLength={FORM_MESSAGE_MAX_LENGTH}
          hint="How you met, what mattered most, the details guests still talk about."
          error={errors.message?.message}
          {...register('message')}
        />
        <CheckboxField
          id="submission-permission"
          label="Our photographer is happy for Perféte to consider these images, and we have read the terms of use."
          error={errors.permission?.message}
          {...register('permission')}
        />
        <p className="text-sm text-ink-500">
          How we use what you send is explained in our{' '}
          <Link to={PATHS.privacyPolicy} className="underline underline-offset-4">
            privacy policy
          </Link>
          .
        </p>
      </Fieldset>
      <HoneypotField {...register('website')} />
    </PublicForm>
  );
}
