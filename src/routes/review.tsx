import { useParams } from 'react-router-dom';
import { ReviewInvitationPage } from '@/features/reviews';

/** /review/{token}: the form a review invitation opens (no account: the link is the proof). */
export default function ReviewPage() {
  const { token = '' } = useParams();
  return <ReviewInvitationPage token={token} />;
}
