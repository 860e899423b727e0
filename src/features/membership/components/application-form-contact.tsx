import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField, Fieldset, TextField } from '@/components/form';
import type { ApplicationValues } from '../lib/application-schema';

/** "Who we write to": a name, an email, a phone if they like, and consent to be contacted. */
export function ApplicationContactFields({ form }: { form: UseFormReturn<ApplicationValues> }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Fieldset legend="Who we write to">
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
    </Fieldset>
  );
}
