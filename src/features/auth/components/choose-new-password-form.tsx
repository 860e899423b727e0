import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdatePassword } from '../api/update-password';
import { authErrorMessage } from '../lib/auth-errors';
import { newPasswordSchema, type NewPasswordValues } from '../lib/password-rules';
import { useLanding } from '../hooks/use-landing';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { RECOVERY_FLAG, RESET_MESSAGES } from './reset-password-messages';

/** Step 2: the link opened a session; choose the new password. */
export function ChooseNewPasswordForm() {
  const navigate = useNavigate();
  const landing = useLanding();
  const updatePassword = useUpdatePassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await updatePassword.mutateAsync(password);
      sessionStorage.removeItem(RECOVERY_FLAG);
      toast({ title: RESET_MESSAGES.updatedTitle, description: RESET_MESSAGES.updated });
      setDone(true);
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });
  useEffect(() => {
    if (done && landing) void navigate(landing, { replace: true });
  }, [done, landing, navigate]);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert message={errors.root?.server?.message} />
      <p className="text-ink-700">Choose a new password for your account.</p>
      <NewPasswordFields
        passwordField={register('password')}
        confirmField={register('confirm')}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        password={password}
      />
      <Button type="submit" variant="solid" className="w-full" disabled={isSubmitting || done}>
        {isSubmitting || done ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
