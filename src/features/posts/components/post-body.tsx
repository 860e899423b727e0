import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useInSteps } from '@/hooks/use-in-steps';
import type { ContentBlock } from '../lib/blocks';
import { Blocks } from './blocks/block-renderer';

const LegacyHtml = lazy(() => import('./legacy-html'));

/** The reading column: generous measure, serif headings, a drop cap on the first paragraph. */
const BODY =
  'mx-auto flex max-w-2xl flex-col gap-6 px-4 text-lg leading-relaxed text-ink-700 [&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mt-1 [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-display [&>p:first-child]:first-letter:text-7xl [&>p:first-child]:first-letter:leading-[0.8] [&>p:first-child]:first-letter:text-ink';

/**
 * A story's first blocks are drawn with the page and the rest a few at a time in the tasks that
 * follow (src/hooks/use-in-steps.ts): the body is below a phone's first screen, and laid out at
 * once it was the longest task of a story's start.
 */
const FIRST_BLOCKS = 3;
const BLOCKS_PER_STEP = 4;

function BlocksInSteps({ blocks, title }: { blocks: readonly ContentBlock[]; title: string }) {
  const shown = useInSteps(blocks.length, FIRST_BLOCKS, BLOCKS_PER_STEP);
  return <Blocks blocks={shown < blocks.length ? blocks.slice(0, shown) : blocks} title={title} />;
}

/** The body: the block document when there is one, else the legacy HTML (sanitized). */
export function PostBody({
  blocks,
  html,
  title,
}: {
  blocks: readonly ContentBlock[];
  html: string | null;
  title: string;
}) {
  if (blocks.length > 0) {
    return (
      <div className={BODY}>
        <BlocksInSteps blocks={blocks} title={title} />
      </div>
    );
  }
  if (html?.trim()) {
    return (
      <div className={BODY}>
        <Suspense fallback={<Spinner label="Loading the story…" className="py-10" />}>
          <LegacyHtml html={html} />
        </Suspense>
      </div>
    );
  }
  return null;
}
