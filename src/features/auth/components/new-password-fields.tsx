import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/form';
import { PASSWORD_RULES } from '../lib/password-rules';

/** The rules under a new password, each marked as it is met while the person types. */
export function PasswordRulesList({ password, id }: { password: string; id: string }) {
  return (
    <ul id={id} className="mt-2 space-y-1 text-sm" aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            className={met ? 'text-ink' : 'text-ink-500'}
            data-met={met ? 'true' : 'false'}
          >
            <span aria-hidden="true" className="mr-2 inline-block w-3">
              {met ? '✓' : '·'}
            </span>
            {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** A new password with its rules and its confirmation, for the reset and settings forms. */
export function NewPasswordFields({
  passwordField,
  confirmField,
  errors,
  password,
  label = 'New password',
}: {
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  password: string;
  label?: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        error={errors.password}
        hint={<PasswordRulesList password={password} id={`${passwordField.name}-rules`} />}
        {...passwordField}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirmField}
      />
    </>
  );
}
