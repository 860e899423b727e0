import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PublicForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useFormDraft } from '@/hooks/use-form-draft';
import { isThrottled } from '@/lib/throttle';
import { useCreateInquiry } from '../api/create-inquiry';
import { InquiryFields } from './inquiry-fields';
import {
  INQUIRY_DEFAULTS,
  inquirySchema,
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
  const { handleSubmit, reset, setFocus } = form;
  const draft = useFormDraft(form, 'inquiry', listingId, ['weddingDate']);
  const send = useCreateInquiry();
  const confirmation = useRef<HTMLHeadingElement>(null);

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
      <InquiryFields form={form} idPrefix="inquiry" />
    </PublicForm>
  );
}
