import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PublicForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { INQUIRY_VENDORS_PER_SEND } from '@/config/site';
import { useWeddingDate } from '@/features/availability';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useSendInquiries } from '../api/send-inquiries';
import {
  INQUIRY_DEFAULTS,
  inquiryFields,
  inquirySchema,
  localIsoDate,
  type InquiryValues,
} from '../lib/inquiry-schema';
import { multiInquiryError, refusedListingId, tooManyVendors } from '../lib/multi-inquiry-error';
import { InquiryFields } from './inquiry-fields';
import { MultiInquirySent } from './multi-inquiry-sent';

export interface MultiInquiryFormProps {
  /** The vendors chosen (from the saved list), in order. */
  listings: { id: string; name: string }[];
}

const vendors = (count: number) => (count === 1 ? '1 vendor' : `${count} vendors`);

/**
 * One message to several vendors (issue #31): the single inquiry's fields, the wedding date
 * prefilled from the couple's date, sent by send_inquiries as one inquiry per vendor, all or
 * nothing. A vendor that refuses is named, with a way to leave it out; the words are kept as a
 * draft on this device until the send succeeds.
 */
export function MultiInquiryForm({ listings }: MultiInquiryFormProps) {
  const [weddingDate] = useWeddingDate();
  const schema = useMemo(() => inquirySchema(), []);
  const form = useForm<InquiryValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...INQUIRY_DEFAULTS,
      weddingDate: weddingDate && weddingDate >= localIsoDate(new Date()) ? weddingDate : '',
    },
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const draft = useFormDraft(form, 'multi-inquiry', undefined, ['weddingDate']);
  const send = useSendInquiries();
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const recipients = listings.filter((listing) => !leftOut.includes(listing.id));
  const nameOf = (id: string) => listings.find((listing) => listing.id === id)?.name;

  if (send.isSuccess) {
    return (
      <MultiInquirySent
        sent={send.data}
        email={form.getValues('email').trim()}
        onAgain={() => {
          send.reset();
          form.reset();
        }}
      />
    );
  }
  if (recipients.length === 0) {
    return <p className="text-ink-700">Choose vendors from your list to write to them at once.</p>;
  }

  const submit = form.handleSubmit(async (values) => {
    // A filled honeypot is a bot: send nothing.
    if (values.company) return;
    setTooMany(recipients.length > INQUIRY_VENDORS_PER_SEND);
    if (recipients.length > INQUIRY_VENDORS_PER_SEND) return;
    const listingIds = recipients.map((listing) => listing.id);
    await send
      .mutateAsync({ listing_ids: listingIds, ...inquiryFields(values) })
      .then(draft.clear, () => {
        // Shown below from send.error; the form keeps every value (and the draft).
      });
  });

  const refused = send.isError ? refusedListingId(send.error) : null;
  const sendError = tooMany ? (
    tooManyVendors()
  ) : send.isError ? (
    <>
      {multiInquiryError(send.error, nameOf)}{' '}
      {refused ? (
        <Button
          size="sm"
          className="mt-3"
          onClick={() => {
            setLeftOut([...leftOut, refused]);
            send.reset();
          }}
        >
          Leave out {nameOf(refused) ?? 'this vendor'}
        </Button>
      ) : null}
    </>
  ) : null;

  return (
    <PublicForm
      form={form}
      label={`Write to ${vendors(recipients.length)}`}
      onSubmit={submit}
      submitLabel={`Send to ${vendors(recipients.length)}`}
      pending={send.isPending}
      sendError={sendError}
      draft={draft}
      className="gap-6"
    >
      <div>
        <p id="multi-inquiry-to" className="text-sm uppercase tracking-widest text-ink-700">
          Writing to
        </p>
        <ul aria-labelledby="multi-inquiry-to" className="mt-2 flex flex-wrap gap-2">
          {recipients.map((listing) => (
            <li key={listing.id} className="border border-champagne-300 px-3 py-1 text-ink">
              {listing.name}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink-700">
          Each vendor receives it as a message of its own and does not see the others.
        </p>
      </div>
      <InquiryFields
        form={form}
        idPrefix="multi-inquiry"
        messageHint="Tell them about your plans: the place, the feeling, what you would like from each of them."
      />
    </PublicForm>
  );
}
