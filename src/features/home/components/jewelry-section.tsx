import { getJewelryPostsQueryOptions } from '../api/get-jewelry-posts';
import { PostSection } from './post-section';
import { TrioLayout } from './trio-layout';

const NAME = 'Jewelry';

export function JewelrySection() {
  return (
    <PostSection id="jewelry" title={NAME} options={getJewelryPostsQueryOptions()}>
      {(posts) => <TrioLayout posts={posts} sectionName={NAME} />}
    </PostSection>
  );
}
