import { FormConfirmation } from '@/components/form';
import type { SentInquiry } from '../api/send-inquiries';

/** The form to several vendors, once sent: every vendor written to, and what happens next. */
export function MultiInquirySent({
  sent,
  email,
  onAgain,
}: {
  sent: SentInquiry[];
  email: string;
  onAgain: () => void;
}) {
  const count = sent.length;
  return (
    <FormConfirmation
      title={`Thank you — your message is with ${count === 1 ? '1 vendor' : `${count} vendors`}`}
      againLabel="Write another message"
      onAgain={onAgain}
    >
      <p>Each of them has it as a message of its own, and none sees whom else you wrote to:</p>
      <ul aria-label="Vendors written to" className="list-disc space-y-1 pl-6">
        {sent.map((vendor) => (
          <li key={vendor.listing_id}>{vendor.listing_name}</li>
        ))}
      </ul>
      <p>
        They will reply to {email}, usually within a few days. We have emailed you a copy that lists
        them all.
      </p>
    </FormConfirmation>
  );
}
