import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextareaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { RETURN_REASON_MAX_LENGTH } from '@/config/admin';

export const RETURN_MESSAGES = {
  label: 'Why it goes back (the vendor reads this)',
  hint: 'Say what to put right; it is in the email we send the vendor and on their dashboard.',
  required: 'Say why the listing goes back: the vendor reads it.',
  tooLong: `Keep the reason to ${RETURN_REASON_MAX_LENGTH} characters.`,
  submit: 'Return with this reason',
} as const;

const schema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, RETURN_MESSAGES.required),
      z.maxLength(RETURN_REASON_MAX_LENGTH, RETURN_MESSAGES.tooLong),
    ),
});

/**
 * Returning a listing to its vendor asks why: a required reason of at most 2,000 characters,
 * which the vendor reads in their email and on their dashboard. What was typed stays on failure.
 */
export function ReturnListingForm({
  id,
  listingName,
  onReturn,
  onCancel,
}: {
  id: string;
  listingName: string;
  onReturn: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onReturn(values.reason);
    } catch (error) {
      setError('root.server', {
        message: `That didn’t save: ${(error as Error).message || 'please try again.'}`,
      });
    }
  });
  return (
    <form
      id={id}
      noValidate
      aria-label={`Return ${listingName}`}
      onSubmit={onSubmit}
      className="space-y-4 border border-ivory-300 bg-ivory-50 p-4"
    >
      {errors.root?.server ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors.root.server.message}
        </p>
      ) : null}
      <TextareaField
        label={RETURN_MESSAGES.label}
        className="max-w-2xl"
        hint={RETURN_MESSAGES.hint}
        maxLength={RETURN_REASON_MAX_LENGTH}
        count={{ length: reason.length, max: RETURN_REASON_MAX_LENGTH }}
        error={errors.reason?.message}
        rows={4}
        {...register('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="solid" disabled={isSubmitting}>
          {isSubmitting ? 'Returning…' : RETURN_MESSAGES.submit}
          <span className="sr-only"> ({listingName})</span>
        </Button>
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
