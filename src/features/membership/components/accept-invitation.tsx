import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import {
  authErrorMessage,
  NewPasswordFields,
  newPasswordSchema,
  useAuth,
  useLogout,
  type NewPasswordValues,
} from '@/features/auth';
import { getMyInvitationQueryOptions, type MyInvitation } from '../api/get-my-invitation';
import { useAcceptInvitationMutation } from '../api/use-accept-invitation-mutation';
import { INVITATION_PARAM, isInvitationToken } from '../lib/invitation-link';
import { ACCEPT_COPY } from './accept-copy';
import { FreshInvitationLink } from './fresh-invitation-link';
import { InvitationMessage as Message } from './invitation-message';

function AcceptForm({ invitation }: { invitation: MyInvitation }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accept.mutateAsync(values.password);
      toast({
        title: ACCEPT_COPY.welcomeTitle,
        description: 'Your membership is active, and your first listing is waiting as a draft.',
      });
      void navigate(PATHS.vendorDashboard, { replace: true });
    } catch (error) {
      console.error('Accepting the invitation failed', error);
      setProblem(authErrorMessage(error));
    }
  });
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Your invitation</p>
        <h1 className="text-display-md font-light text-ink">
          {invitation.business_name ? `Welcome, ${invitation.business_name}` : 'Welcome'}
        </h1>
        <p className="text-ink-700">
          Our editors would like your work in the directory. Choose a password for{' '}
          <strong>{invitation.email}</strong>, accept, and your first listing will be waiting as a
          draft, filled in from your application.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {problem ? (
          <p
            role="alert"
            className="border-l-2 border-red-700 bg-blush-100 px-4 py-3 text-sm text-red-800"
          >
            {problem}
          </p>
        ) : null}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <NewPasswordFields
          label="Choose a password"
          passwordField={register('password')}
          confirmField={register('confirm')}
          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
          password={password}
        />
        <Button type="submit" variant="solid" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Accepting…' : 'Accept the invitation'}
        </Button>
      </form>
    </div>
  );
}

/**
 * /membership/accept: the invitation of the signed-in person, in every state it can be in; for
 * someone not signed in who holds the invitation's token (the email link's way back), a fresh
 * sign-in link.
 */
export function AcceptInvitation() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const token = params.get(INVITATION_PARAM);
  const { logout } = useLogout();
  const invitation = useQuery({
    ...getMyInvitationQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
  });

  if (loading || (user && invitation.isPending)) {
    return <Spinner label="Opening your invitation…" className="w-full py-16" />;
  }
  if (!user && isInvitationToken(token)) return <FreshInvitationLink token={token} />;
  if (!user) {
    return (
      <Message title="Your invitation">
        <p>{ACCEPT_COPY.signedOut}</p>
        <Link to={PATHS.login} className={buttonVariants()}>
          Sign in
        </Link>
      </Message>
    );
  }
  if (invitation.isError) {
    return (
      <Message title="Your invitation">
        <p>We couldn’t open your invitation just now. Please reload the page.</p>
      </Message>
    );
  }
  const mine = invitation.data!;
  switch (mine.state) {
    case 'open':
      return <AcceptForm invitation={mine} />;
    case 'expired':
      return (
        <Message title="This invitation has expired">
          <p>{ACCEPT_COPY.expired}</p>
          <Link to={PATHS.contact} className={buttonVariants()}>
            Write to us
          </Link>
        </Message>
      );
    case 'withdrawn':
      return (
        <Message title="This invitation was withdrawn">
          <p>{ACCEPT_COPY.withdrawn}</p>
          <Link to={PATHS.contact} className={buttonVariants()}>
            Write to us
          </Link>
        </Message>
      );
    case 'accepted':
      return (
        <Message title="You’re already a member">
          <p>{ACCEPT_COPY.accepted}</p>
          <Link to={PATHS.vendorDashboard} className={buttonVariants({ variant: 'solid' })}>
            Go to your dashboard
          </Link>
        </Message>
      );
    default:
      return (
        <Message title="This invitation isn’t for this account">
          <p>{ACCEPT_COPY.none(mine.email)}</p>
          <Button onClick={logout}>Sign out</Button>
        </Message>
      );
  }
}
