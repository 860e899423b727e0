import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  DraftPrompt,
  CheckboxField,
  ErrorSummary,
  errorCount,
  HoneypotField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  APPLICATION_STATEMENT_MAX_LENGTH,
  MEMBERSHIP_REVIEW_DAYS,
  PORTFOLIO_LINK_LIMIT,
} from '@/config/site';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useBusinessCategories } from '@/features/listings';
import {
  ApplicationThrottledError,
  useSubmitApplication,
  type SubmitResult,
} from '../api/submit-application';
import {
  APPLICATION_DEFAULTS,
  applicationSchema,
  type ApplicationValues,
} from '../lib/application-schema';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const APPLICATION_COPY = {
  receivedTitle: 'Thank you — your application is with us',
  alreadyTitle: 'Your application is already with us',
  throttled:
    'We have received several applications from this address in the last hour. Please try again in an hour, or write to us from the contact page.',
  failed:
    'We couldn’t send your application just now. Everything you typed is still here: please try again in a moment.',
} as const;

function Answer({
  result,
  email,
  onAgain,
}: {
  result: SubmitResult;
  email: string;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const received = result.kind === 'received';
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-4 border border-champagne-300 bg-ivory-100 p-8 md:p-10"
    >
      <p aria-hidden="true" className="font-display text-4xl text-champagne-600">
        ❦
      </p>
      <h2 ref={heading} tabIndex={-1} className="font-display text-3xl text-ink focus:outline-none">
        {received ? APPLICATION_COPY.receivedTitle : APPLICATION_COPY.alreadyTitle}
      </h2>
      {received ? (
        <div className="space-y-3 text-ink-700">
          <p>
            An editor reads every application in full and looks at the work you linked. Within{' '}
            {MEMBERSHIP_REVIEW_DAYS} days you will hear from us at <strong>{email}</strong>: an
            invitation to join, or a reasoned answer.
          </p>
          <p>There is nothing else to do now, and nothing to pay — ever.</p>
        </div>
      ) : (
        <p className="text-ink-700">
          You applied on {LONG_DATE.format(result.sentOn)}, and that application is still with our
          editors, so we haven’t made a second one. You will hear from us at{' '}
          <strong>{email}</strong> within {MEMBERSHIP_REVIEW_DAYS} days of that date.
        </p>
      )}
      <Button onClick={onAgain}>Back to the form</Button>
    </div>
  );
}

/** The membership application: the studio, its work, and who to write to. */
export function ApplicationForm() {
  const categories = useBusinessCategories();
  const form = useForm<ApplicationValues>({
    resolver: zodResolver(applicationSchema),
    defaultValues: APPLICATION_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, reset, control } = form;
  const portfolio = useFieldArray({ control, name: 'portfolio' });
  const statement = useWatch({ control, name: 'statement' }) ?? '';
  const draft = useFormDraft(form, 'membership-application');
  const send = useSubmitApplication();
  const [answer, setAnswer] = useState<{ result: SubmitResult; email: string } | null>(null);
  const errors = formState.errors;

  if (answer) {
    return (
      <Answer
        result={answer.result}
        email={answer.email}
        onAgain={() => {
          setAnswer(null);
          send.reset();
          if (answer.result.kind === 'received') reset(APPLICATION_DEFAULTS);
        }}
      />
    );
  }

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      (result) => {
        if (result.kind === 'received') draft.clear();
        setAnswer({ result, email: values.email.trim() });
      },
      () => {
        // Shown below; what was typed stays in the form (and in the draft).
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-10"
      aria-label="Apply for membership"
    >
      {draft.offered ? <DraftPrompt onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      <ErrorSummary count={errorCount(formState)} />
      {send.isError ? (
        <p
          role="alert"
          className="border-l-2 border-red-800 bg-blush-100 px-4 py-3 text-sm text-ink"
        >
          {send.error instanceof ApplicationThrottledError
            ? APPLICATION_COPY.throttled
            : APPLICATION_COPY.failed}
        </p>
      ) : null}

      <fieldset className="flex flex-col gap-6">
        <legend className="mb-6 font-display text-2xl text-ink">Your business</legend>
        <TextField
          id="application-business"
          label="Business name"
          autoComplete="organization"
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <SelectField
          id="application-category"
          label="What you do"
          error={errors.category?.message}
          {...register('category')}
        >
          <option value="">Choose a category</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-6 md:grid-cols-3">
          <TextField
            id="application-city"
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            id="application-state"
            label="State or region"
            optional
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            id="application-country"
            label="Country"
            autoComplete="country-name"
            error={errors.country?.message}
            {...register('country')}
          />
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <TextField
            id="application-website"
            label="Website"
            optional
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.website?.message}
            {...register('website')}
          />
          <TextField
            id="application-instagram"
            label="Instagram"
            optional
            placeholder="@yourstudio"
            error={errors.instagram?.message}
            {...register('instagram')}
          />
        </div>
        <TextField
          id="application-years"
          label="Years in business"
          optional
          inputMode="numeric"
          className="md:max-w-72"
          error={errors.years?.message}
          {...register('years')}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-6">
        <legend className="mb-6 font-display text-2xl text-ink">Your work</legend>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            Up to {PORTFOLIO_LINK_LIMIT} links to work you are proud of: galleries, films, press.
          </p>
          {portfolio.fields.map((field, index) => (
            <div key={field.id} className="flex items-end gap-3">
              <TextField
                id={`application-portfolio-${index}`}
                label={`Portfolio link ${index + 1}`}
                optional
                type="url"
                inputMode="url"
                placeholder="https://"
                className="flex-1"
                error={errors.portfolio?.[index]?.url?.message}
                {...register(`portfolio.${index}.url` as const)}
              />
              {portfolio.fields.length > 1 ? (
                <Button
                  size="sm"
                  onClick={() => portfolio.remove(index)}
                  aria-label={`Remove portfolio link ${index + 1}`}
                  className="mb-1"
                >
                  Remove
                </Button>
              ) : null}
            </div>
          ))}
          {portfolio.fields.length < PORTFOLIO_LINK_LIMIT ? (
            <div>
              <Button size="sm" onClick={() => portfolio.append({ url: '' })}>
                Add another link
              </Button>
            </div>
          ) : null}
        </div>
        <TextareaField
          id="application-statement"
          label="Your work, in your words"
          rows={8}
          maxLength={APPLICATION_STATEMENT_MAX_LENGTH}
          count={{ length: statement.length, max: APPLICATION_STATEMENT_MAX_LENGTH }}
          hint="What you make, for whom, and what sets it apart. A few paragraphs is perfect."
          error={errors.statement?.message}
          {...register('statement')}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-6">
        <legend className="mb-6 font-display text-2xl text-ink">Who we write to</legend>
        <div className="grid gap-6 md:grid-cols-2">
          <TextField
            id="application-contact"
            label="Your name"
            autoComplete="name"
            error={errors.contactName?.message}
            {...register('contactName')}
          />
          <TextField
            id="application-email"
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <TextField
          id="application-phone"
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          className="md:max-w-sm"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <CheckboxField
          id="application-consent"
          label="Perféte may contact me about this application by email (and phone, if given). We use these details for nothing else."
          error={errors.consent?.message}
          {...register('consent')}
        />
      </fieldset>
      <HoneypotField {...register('company')} />
      <div>
        <Button type="submit" variant="solid" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send my application'}
        </Button>
      </div>
    </form>
  );
}
