import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/form';
import { PRICE_CURRENCIES, VENUE_SETTINGS } from '@/config/listing-facts';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import type { ListingFormValues } from '../../lib/listing-schema';
import { LanguagePicker } from './language-picker';

type Form = UseFormReturn<ListingFormValues>;

const PRICE_CHOICES = [
  { value: 'false', label: 'A starting price' },
  { value: 'true', label: 'On request' },
] as const;

/**
 * What couples compare (#31): the starting price (an amount and its currency, or on request),
 * the languages spoken, and for a venue its seated and standing capacity, setting and rooms.
 */
export function ListingFactsFields({ form }: { form: Form }) {
  const { control, register } = form;
  const { errors } = useFormState({ control });
  const [onRequest, categoryId] = useWatch({
    control,
    name: ['price_on_request', 'business_category_id'],
  });
  return (
    <fieldset className="grid gap-6 md:grid-cols-2">
      <legend className="mb-4 font-display text-2xl text-ink">Prices and languages</legend>
      <fieldset className="flex flex-col gap-3 md:col-span-2">
        <legend className="text-xs font-medium tracking-label text-ink uppercase">
          Starting at
        </legend>
        <div className="flex flex-wrap gap-6">
          {PRICE_CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-center gap-3 text-base text-ink-700">
              <input
                type="radio"
                value={choice.value}
                className="size-5 accent-ink"
                {...register('price_on_request')}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {onRequest === 'true' ? null : (
        <>
          <TextField
            label="Starting price"
            optional
            inputMode="numeric"
            hint="A whole amount: what your simplest wedding costs."
            {...register('price_from')}
            error={errors.price_from?.message}
          />
          <SelectField
            label="Currency"
            {...register('price_currency')}
            error={errors.price_currency?.message}
          >
            {PRICE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <Controller
        control={control}
        name="languages"
        render={({ field, fieldState }) => (
          <LanguagePicker
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {categoryId === BUSINESS_CATEGORY_IDS.venue ? <VenueFactsFields form={form} /> : null}
    </fieldset>
  );
}

/** A venue's size and setting. */
function VenueFactsFields({ form }: { form: Form }) {
  const { control, register } = form;
  const { errors } = useFormState({ control });
  return (
    <>
      <TextField
        label="Seated guests"
        optional
        inputMode="numeric"
        {...register('capacity_seated')}
        error={errors.capacity_seated?.message}
      />
      <TextField
        label="Standing guests"
        optional
        inputMode="numeric"
        {...register('capacity_standing')}
        error={errors.capacity_standing?.message}
      />
      <SelectField
        label="Setting"
        optional
        {...register('setting')}
        error={errors.setting?.message}
      >
        <option value="">Choose…</option>
        {VENUE_SETTINGS.map((setting) => (
          <option key={setting.value} value={setting.value}>
            {setting.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Rooms on site"
        optional
        inputMode="numeric"
        hint="Bedrooms for you and your guests; 0 if none."
        {...register('rooms_on_site')}
        error={errors.rooms_on_site?.message}
      />
    </>
  );
}
