import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_WARNING, useLeaveGuard } from './use-leave-guard';

/** An editor in miniature: typing makes it unsaved, saving makes it clean again. */
function Editor() {
  const [unsaved, setUnsaved] = useState(false);
  const { markSaved } = useLeaveGuard(unsaved);
  const navigate = useNavigate();
  /** A save that moves on at once, before the render that knows the editor is clean. */
  const saveAndMoveOn = (mark: boolean) => {
    if (mark) markSaved();
    setUnsaved(false);
    navigate('/elsewhere');
  };
  return (
    <>
      <button type="button" onClick={() => setUnsaved(true)}>
        Type
      </button>
      <button type="button" onClick={() => setUnsaved(false)}>
        Save
      </button>
      <button type="button" onClick={() => saveAndMoveOn(true)}>
        Save and move on
      </button>
      <button type="button" onClick={() => saveAndMoveOn(false)}>
        Move on unmarked
      </button>
      <Link to="/elsewhere">Leave</Link>
      <Link to="/edit?tab=photos">Photos</Link>
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), where: () => router.state.location.pathname };
}

/** What the browser asks before a reload or a closed tab: whether the page prevented it. */
function unloadIsWarned() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => vi.restoreAllMocks());

describe('useLeaveGuard', () => {
  it('asks before leaving with unsaved changes, and stays when the answer is Cancel', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, where } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
    expect(where()).toBe('/edit');
    expect(unloadIsWarned()).toBe(true);
  });

  it('leaves when the vendor confirms', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, where } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(where()).toBe('/elsewhere');
  });

  it('lets a saved editor go without asking, in the site and in the browser', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, where } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(unloadIsWarned()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(where()).toBe('/elsewhere');
  });

  it('does not ask for a move within the same page', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, where } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('link', { name: 'Photos' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(where()).toBe('/edit');
  });

  it('lets the move that follows a save go at once, and only that', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const first = renderEditor();
    await first.user.click(screen.getByRole('button', { name: 'Type' }));
    await first.user.click(screen.getByRole('button', { name: 'Move on unmarked' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(first.where()).toBe('/edit');

    await first.user.click(screen.getByRole('button', { name: 'Type' }));
    await first.user.click(screen.getByRole('button', { name: 'Save and move on' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(first.where()).toBe('/elsewhere');
  });
});
