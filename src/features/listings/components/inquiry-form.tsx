import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  HoneypotField,
  PublicForm,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useFormDraft } from '@/hooks/use-form-draft';
import { isThrottled } from '@/lib/throttle';
import { INQUIRY_BUDGET_BANDS, INQUIRY_MESSAGE_MAX_LENGTH } from '@/config/site';
import { useCreateInquiry } from '../api/create-inquiry';
import {
  INQUIRY_DEFAULTS,
  inquirySchema,
  localIsoDate,
  toNewInquiry,
  type InquiryValues,
} from '../lib/inquiry-schema';

/** The database's hourly throttle refused it (per address or per listing, src/config/throttles.ts). */
export const INQUIRY_THROTTLED =
  'Many inquiries have been sent from this email address, or to this vendor, in the last hour — please try again later. Everything you wrote is still here.';
export const INQUIRY_SEND_ERROR =
  'We couldn’t send your inquiry just now. Please check your connection and try again; everything you wrote is still here.';

export interface InquiryFormProps {
  listingId: string;
  listingName: string;
}

/**
 * Writes to a vendor: name, email, wedding date, guest count, budget band and message, each
 * checked with a sentence that says what to fix. Sent to `inquiries` (RLS: anyone, for a
 * published listing); then a confirmation. A failed send shows why and keeps every typed value.
 */
export function InquiryForm({ listingId, listingName }: InquiryFormProps) {
  const schema = useMemo(() => inquirySchema(), []);
  const form = useForm<InquiryValues>({
    resolver: zodResolver(schema),
    defaultValues: INQUIRY_DEFAULTS,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, reset, setFocus } = form;
  const draft = useFormDraft(form, 'inquiry', listingId);
  const send = useCreateInquiry();
  const errors = formState.errors;
  const confirmation = useRef<HTMLHeadingElement>(null);
  const today = localIsoDate(new Date());

  useEffect(() => {
    if (send.isSuccess) confirmation.current?.focus();
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <div
        className="border border-champagne-300 bg-ivory-100 px-6 py-10 text-center"
        role="status"
      >
        <h3
          ref={confirmation}
          tabIndex={-1}
          className="font-display text-display-sm text-ink focus:outline-none"
        >
          Thank you — your inquiry is on its way
        </h3>
        <p className="mx-auto mt-4 max-w-measure text-ink-700">
          {listingName} will reply to the email address you gave, usually within a few days.
        </p>
        <Button
          variant="outline"
          className="mt-8"
          onClick={() => {
            send.reset();
            reset(INQUIRY_DEFAULTS);
            setTimeout(() => setFocus('name'));
          }}
        >
          Send another inquiry
        </Button>
      </div>
    );
  }

  const submit = handleSubmit(async (values) => {
    // A filled honeypot is a bot: send nothing.
    if (values.company) return;
    await send.mutateAsync(toNewInquiry(listingId, values)).then(draft.clear, () => {
      // Shown below from send.isError; the form keeps every value (and the draft).
    });
  });

  return (
    <PublicForm
      form={form}
      label={`Inquire with ${listingName}`}
      onSubmit={submit}
      submitLabel="Send inquiry"
      pending={send.isPending}
      sendError={
        send.isError ? (isThrottled(send.error) ? INQUIRY_THROTTLED : INQUIRY_SEND_ERROR) : null
      }
      draft={draft}
      className="gap-6"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id="inquiry-name"
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="inquiry-email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="inquiry-date"
          label="Wedding date"
          type="date"
          min={today}
          hint="An approximate date is fine."
          error={errors.weddingDate?.message}
          {...register('weddingDate')}
        />
        <TextField
          id="inquiry-guests"
          label="Number of guests"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          error={errors.guestCount?.message}
          {...register('guestCount')}
        />
      </div>
      <SelectField
        id="inquiry-budget"
        label="Budget"
        optional
        error={errors.budgetBand?.message}
        {...register('budgetBand')}
      >
        <option value="">Prefer not to say</option>
        {INQUIRY_BUDGET_BANDS.map((band) => (
          <option key={band.value} value={band.value}>
            {band.label}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id="inquiry-message"
        label="Your message"
        rows={6}
        maxLength={INQUIRY_MESSAGE_MAX_LENGTH}
        hint="Tell them about your plans: the place, the feeling, what you would like from them."
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField label="Company (leave empty)" {...register('company')} />
    </PublicForm>
  );
}
