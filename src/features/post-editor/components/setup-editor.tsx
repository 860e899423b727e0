import type { Editor } from '@tiptap/core';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { ContentBlock } from '@/features/posts';
import { renderWithProviders } from '@/testing/render';
import { BlockEditor } from './block-editor';

export type Upload = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

/**
 * For the block editor's tests: the editor on `value`, its ProseMirror instance, and what the
 * page would save now (`saved`, the last change it handed on).
 */
export function setupEditor(
  value: ContentBlock[],
  uploadImage = vi.fn<Upload>(async () => 'editorial/new.webp'),
) {
  const onChange = vi.fn<(blocks: ContentBlock[]) => void>();
  const view = renderWithProviders(
    <BlockEditor value={value} onChange={onChange} uploadImage={uploadImage} label="Story" />,
  );
  const area = screen.getByRole('textbox', { name: 'Story' });
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  /** What the page would save now. */
  const saved = () => onChange.mock.lastCall?.[0];
  return { ...view, area, editor, onChange, saved, uploadImage };
}
