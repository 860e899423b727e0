import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import type { ContentBlock } from '../../lib/blocks';
import { BlockRenderer } from './block-renderer';

/** The storage URL a media block's path resolves to in unit tests. */
export const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/media';

/** One block as a post page renders it (the block tests' shared mount). */
export function renderBlock(block: ContentBlock) {
  return renderWithProviders(
    <MemoryRouter>
      <BlockRenderer block={block} title="A Story" />
    </MemoryRouter>,
  );
}
