import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HoneypotField, PublicForm } from '@/components/form';
import { useFormDraft } from '@/hooks/use-form-draft';
import {
  ApplicationThrottledError,
  useSubmitApplication,
  type SubmitResult,
} from '../api/submit-application';
import {
  APPLICATION_DEFAULTS,
  applicationSchema,
  type ApplicationValues,
} from '../lib/application-schema';
import { ApplicationAnswer } from './application-form-answer';
import { ApplicationBusinessFields } from './application-form-business';
import { ApplicationContactFields } from './application-form-contact';
import { APPLICATION_COPY } from './application-form-copy';
import { ApplicationWorkFields } from './application-form-work';

export { APPLICATION_COPY } from './application-form-copy';

/** The membership application: the studio, its work, and who to write to. */
export function ApplicationForm() {
  const form = useForm<ApplicationValues>({
    resolver: zodResolver(applicationSchema),
    defaultValues: APPLICATION_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, reset } = form;
  const draft = useFormDraft(form, 'membership-application');
  const send = useSubmitApplication();
  const [answer, setAnswer] = useState<{ result: SubmitResult; email: string } | null>(null);

  if (answer) {
    return (
      <ApplicationAnswer
        result={answer.result}
        email={answer.email}
        onAgain={() => {
          setAnswer(null);
          send.reset();
          if (answer.result.kind === 'received') reset(APPLICATION_DEFAULTS);
        }}
      />
    );
  }

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      (result) => {
        if (result.kind === 'received') draft.clear();
        setAnswer({ result, email: values.email.trim() });
      },
      () => {
        // Shown by the form; what was typed stays in it (and in the draft).
      },
    ),
  );

  return (
    <PublicForm
      form={form}
      label="Apply for membership"
      onSubmit={submit}
      submitLabel="Send my application"
      pending={send.isPending}
      sendError={
        send.isError
          ? send.error instanceof ApplicationThrottledError
            ? APPLICATION_COPY.throttled
            : APPLICATION_COPY.failed
          : null
      }
      draft={draft}
      className="gap-10"
    >
      <ApplicationBusinessFields form={form} />
      <ApplicationWorkFields form={form} />
      <ApplicationContactFields form={form} />
      <HoneypotField {...register('company')} />
    </PublicForm>
  );
}
