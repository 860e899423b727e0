import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Fieldset, TextareaField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { APPLICATION_STATEMENT_MAX_LENGTH, PORTFOLIO_LINK_LIMIT } from '@/config/site';
import type { ApplicationValues } from '../lib/application-schema';

/** "Your work": up to PORTFOLIO_LINK_LIMIT links, and the statement with its count. */
export function ApplicationWorkFields({ form }: { form: UseFormReturn<ApplicationValues> }) {
  const { register, formState, control } = form;
  const errors = formState.errors;
  const portfolio = useFieldArray({ control, name: 'portfolio' });
  const statement = useWatch({ control, name: 'statement' }) ?? '';
  return (
    <Fieldset legend="Your work">
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
    </Fieldset>
  );
}
