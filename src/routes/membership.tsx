import { PageMeta } from '@/components/page-meta';
import { MEMBERSHIP_HEAD } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { MembershipPage } from '@/features/membership';

/** /membership: what membership is, how admission works, and the application form. */
export default function MembershipRoute() {
  return (
    <>
      <PageMeta
        title={MEMBERSHIP_HEAD.title}
        description={MEMBERSHIP_HEAD.description}
        path={PATHS.membership}
      />
      <MembershipPage />
    </>
  );
}
