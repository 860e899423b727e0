import { PostSection } from './post-section';
import { TrioLayout } from './trio-layout';

const NAME = 'Jewelry';

export function JewelrySection() {
  return (
    <PostSection id="jewelry" title={NAME} feed="jewelry">
      {(posts) => <TrioLayout posts={posts} sectionName={NAME} />}
    </PostSection>
  );
}
