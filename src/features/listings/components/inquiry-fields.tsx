import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isIsoDay, useWeddingDate } from '@/features/availability';
import { HoneypotField, SelectField, TextareaField, TextField } from '@/components/form';
import { INQUIRY_BUDGET_BANDS, INQUIRY_MESSAGE_MAX_LENGTH } from '@/config/site';
import { localIsoDate, type InquiryValues } from '../lib/inquiry-schema';

/**
 * The fields of an inquiry (name, email, wedding date, guests, budget, message and the honeypot),
 * each labelled and described by its own error: one vendor's form and the form to several
 * share them. `idPrefix` keeps ids unique when both are on a page.
 */
export function InquiryFields({
  form,
  idPrefix,
  messageHint = 'Tell them about your plans: the place, the feeling, what you would like from them.',
}: {
  form: UseFormReturn<InquiryValues>;
  idPrefix: string;
  messageHint?: string;
}) {
  const { register, formState, getValues, setValue } = form;
  const errors = formState.errors;
  const today = localIsoDate(new Date());
  // The couple's one wedding date (#41): the field follows the date they gave elsewhere (the
  // availability check, Saved), and a date typed here becomes that date everywhere.
  const [coupleDate, setCoupleDate] = useWeddingDate();
  useEffect(() => {
    if (!coupleDate || coupleDate < localIsoDate(new Date())) return;
    if (getValues('weddingDate') !== coupleDate) {
      setValue('weddingDate', coupleDate, { shouldDirty: true });
    }
  }, [coupleDate, getValues, setValue]);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={`${idPrefix}-email`}
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={`${idPrefix}-date`}
          label="Wedding date"
          type="date"
          min={today}
          hint="An approximate date is fine."
          error={errors.weddingDate?.message}
          {...register('weddingDate', {
            onChange: (event: { target: { value: string } }) => {
              if (isIsoDay(event.target.value) && event.target.value >= today) {
                setCoupleDate(event.target.value);
              }
            },
          })}
        />
        <TextField
          id={`${idPrefix}-guests`}
          label="Number of guests"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          error={errors.guestCount?.message}
          {...register('guestCount')}
        />
      </div>
      <SelectField
        id={`${idPrefix}-budget`}
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
        id={`${idPrefix}-message`}
        label="Your message"
        rows={6}
        maxLength={INQUIRY_MESSAGE_MAX_LENGTH}
        hint={messageHint}
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField label="Company (leave empty)" {...register('company')} />
    </>
  );
}
