import { FormConfirmation } from '@/components/form';
import { MEMBERSHIP_REVIEW_DAYS } from '@/config/site';
import { dayMonthYear } from '@/lib/english-dates';
import type { SubmitResult } from '../api/submit-application';
import { APPLICATION_COPY } from './application-form-copy';

/**
 * In place of the sent form: received (a repeated application is answered the same way, so the
 * form never tells a stranger whether an address has applied), or, where the API says so, the
 * date of the application still open from this address.
 */
export function ApplicationAnswer({
  result,
  email,
  onAgain,
}: {
  result: SubmitResult;
  email: string;
  onAgain: () => void;
}) {
  const received = result.kind === 'received';
  return (
    <FormConfirmation
      title={received ? APPLICATION_COPY.receivedTitle : APPLICATION_COPY.alreadyTitle}
      againLabel="Back to the form"
      onAgain={onAgain}
    >
      {received ? (
        <>
          <p>
            An editor reads every application in full and looks at the work you linked. Within{' '}
            {MEMBERSHIP_REVIEW_DAYS} days you will hear from us at <strong>{email}</strong>: an
            invitation to join, or a reasoned answer.
          </p>
          <p>There is nothing else to do now, and nothing to pay — ever.</p>
        </>
      ) : (
        <p>
          You applied on {dayMonthYear(result.sentOn)}, and that application is still with our
          editors, so we haven’t made a second one. You will hear from us at{' '}
          <strong>{email}</strong> within {MEMBERSHIP_REVIEW_DAYS} days of that date.
        </p>
      )}
    </FormConfirmation>
  );
}
