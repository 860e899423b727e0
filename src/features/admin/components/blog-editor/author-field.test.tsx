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

  it('adds a writer who never signs in and makes them the author', async () => {
    const user = userEvent.setup();
    const { inserted } = serveWriters();
    const onChange = vi.fn();
    renderWithProviders(<AuthorField authorId={null} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add a writer' }));
    await user.click(screen.getByRole('button', { name: 'Add writer' }));
    expect(screen.getByText('Enter the writer’s name.')).toBeInTheDocument();
    expect(inserted).toEqual([]);

    await user.type(screen.getByLabelText('Writer’s name'), '  Mia Sol ');
    await user.type(screen.getByLabelText(/Short bio/), 'Gardens.');
    await user.click(screen.getByRole('button', { name: 'Add writer' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ author_id: 'w-2' }));
    expect(inserted).toEqual([
      { full_name: 'Mia Sol', bio: 'Gardens.', avatar_url: null, is_writer: true },
    ]);
    expect(screen.queryByRole('group', { name: 'Add a writer' })).toBeNull();
    // The list refreshed with the new writer.
    expect(await screen.findByRole('option', { name: 'Mia Sol' })).toBeInTheDocument();
  });
});
