import { ForNonMembers, MembershipPromo } from '@/features/membership';

/**
 * The membership promo at the foot of every page, for those who may still apply: a visitor, or
 * someone signed in without a membership (looked up first). Its own chunk: the promo sits below
 * the first screen and is decided only once the session is known, so none of it (its words
 * included) weighs on a page's first paint.
 */
export default function FramePromo({ userId }: { userId: string | null }) {
  if (!userId) return <MembershipPromo />;
  return (
    <ForNonMembers userId={userId}>
      <MembershipPromo />
    </ForNonMembers>
  );
}
