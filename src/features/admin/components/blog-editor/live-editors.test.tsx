import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changedWords, OtherEditors, TheirSaveNotice } from './live-editors';

describe('the live editors (#43)', () => {
  it('names the changed fields in the editor’s words, once each', () => {
    expect(changedWords(['title', 'content_blocks'])).toBe('title and body');
    expect(changedWords(['featured_image_focal_x', 'featured_image_focal_y'])).toBe(
      'featured image focal point',
    );
    expect(changedWords(['status', 'published_at', 'excerpt', 'title'])).toBe(
      'publishing, excerpt and title',
    );
    expect(changedWords(['updated_at'])).toBeNull();
  });

  it('says who else is editing and since when', () => {
    const since = '2026-11-29T08:12:00.000Z';
    render(<OtherEditors others={[{ name: 'Ana Costa', since }]} />);
    const list = screen.getByRole('list', { name: 'Also editing this story' });
    expect(list).toHaveTextContent(/^Ana Costa is also editing · since \d\d:\d\d$/);
    expect(screen.getByText(/^since/)).toHaveAttribute('dateTime', since);
  });

  it('tells of their Update with what changed, and offers their version', () => {
    const onReload = vi.fn();
    render(
      <TheirSaveNotice
        news={{
          version: '2026-11-29T08:14:00.000Z',
          by: 'Ana Costa',
          byId: null,
          fields: ['title', 'content_blocks'],
          live: true,
        }}
        onReload={onReload}
        onDismiss={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Ana Costa updated the live story at \d\d:\d\d: title and body changed\./,
    );
    screen.getByRole('button', { name: 'Reload their version' }).click();
    expect(onReload).toHaveBeenCalledOnce();
  });
});
