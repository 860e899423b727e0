import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { CONTROL_CLASS, FormField, type FieldProps } from './form-field';
import { PasswordInput } from './password-input';

/*
 * The kit's controls, each a FormField around one element. Spread react-hook-form's
 * `register(name)` onto them and pass the field's zod message as `error`.
 */

type Field<Element extends 'input' | 'textarea' | 'select'> = FieldProps &
  Omit<ComponentProps<Element>, 'id' | 'className'>;

/** Separates the frame's props (label, hint, error…) from the element's own. */
function splitField<P extends FieldProps>({
  id,
  label,
  error,
  hint,
  optional,
  aside,
  count,
  className,
  ...element
}: P) {
  return [{ id, label, error, hint, optional, aside, count, className }, element] as const;
}

export function TextField(props: Field<'input'>) {
  const [frame, element] = splitField(props);
  return (
    <FormField {...frame}>
      {(control) => <input {...control} className={CONTROL_CLASS} {...element} />}
    </FormField>
  );
}

export function TextareaField(props: Field<'textarea'>) {
  const [frame, element] = splitField(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <textarea {...control} className={cn(CONTROL_CLASS, 'min-h-40')} {...element} />
      )}
    </FormField>
  );
}

/** A select; its options are the children (a placeholder option first, where one is wanted). */
export function SelectField(props: Field<'select'>) {
  const [frame, { children, ...element }] = splitField(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select {...control} className={CONTROL_CLASS} {...element}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A password with a show/hide toggle (see PasswordInput). */
export function PasswordField(
  props: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'>,
) {
  const [frame, element] = splitField(props);
  return (
    <FormField {...frame}>
      {(control) => <PasswordInput {...control} className={CONTROL_CLASS} {...element} />}
    </FormField>
  );
}
