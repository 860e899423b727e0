import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import type { Writer } from '@/features/writers';
import { AuthorField } from './author-field';

const INES: Writer = { id: 'w-1', full_name: 'Ines Duarte', bio: null, avatar_url: null };
const ADMIN = { id: 'a-1', email: 'admin@perfete.local', full_name: 'Ada Admin', since: '' };

/** The writers (profiles marked is_writer) and the admins; inserts recorded. */
function serveWriters() {
  const writers: Writer[] = [INES];
  const inserted: unknown[] = [];
  const reads: string[] = [];
  server.use(
    http.get('*/rest/v1/profiles', ({ request }) => {
      reads.push(new URL(request.url).search);
      return HttpResponse.json(writers);
    }),
    http.post('*/rest/v1/profiles', async ({ request }) => {
      const body = await request.json();
      inserted.push(body);
      const writer = { id: 'w-2', full_name: 'Mia Sol', bio: 'Gardens.', avatar_url: null };
      writers.push(writer);
      return HttpResponse.json(writer, { status: 201 });
    }),
    http.post('*/rest/v1/rpc/admin_list', () =>
      HttpResponse.json([ADMIN, { ...ADMIN, id: 'w-1' }]),
    ),
  );
  return { inserted, reads };
}

describe('AuthorField', () => {
  it('offers every writer and every admin, once each, by name', async () => {
    const { reads } = serveWriters();
    renderWithProviders(<AuthorField authorId="w-1" onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: /^Author/ });
    await waitFor(() =>
      expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'No profile',
        'Ada Admin',
        'Ines Duarte',
      ]),
    );
    expect(select).toHaveValue('w-1');
    expect(reads[0]).toContain('is_writer=eq.true');
  });

  it('adds a writer who never signs in without re-signing the story, then signs it on request', async () => {
    const user = userEvent.setup();
    const { inserted } = serveWriters();
    const onChange = vi.fn();
    renderWithProviders(<AuthorField authorId="w-1" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add a writer' }));
    await user.click(screen.getByRole('button', { name: 'Add writer' }));
    expect(screen.getByText('Enter the writer’s name.')).toBeInTheDocument();
    expect(inserted).toEqual([]);

    await user.type(screen.getByLabelText('Writer’s name'), '  Mia Sol ');
    await user.type(screen.getByLabelText(/Short bio/), 'Gardens.');
    await user.click(screen.getByRole('button', { name: 'Add writer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mia Sol is in the Author list. This story is still signed with Ines Duarte.',
    );
    expect(inserted).toEqual([
      { full_name: 'Mia Sol', bio: 'Gardens.', avatar_url: null, is_writer: true },
    ]);
    // The open story keeps its author: adding a writer is not choosing one.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /^Author/ })).toHaveValue('w-1');
    expect(screen.queryByRole('group', { name: 'Add a writer' })).toBeNull();
    // The list refreshed with the new writer.
    expect(await screen.findByRole('option', { name: 'Mia Sol' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign this story with Mia Sol' }));
    expect(onChange).toHaveBeenCalledWith({ author_id: 'w-2' });
  });
});
