import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DirectoryDateFilter, type DirectoryDateFilterProps } from './directory-date-filter';

const props = (overrides: Partial<DirectoryDateFilterProps> = {}): DirectoryDateFilterProps => ({
  date: '2031-06-14',
  filterOn: true,
  past: false,
  onDate: vi.fn(),
  onFilter: vi.fn(),
  ...overrides,
});

describe('DirectoryDateFilter', () => {
  it('turns the box at once when pressed, before the URL has changed', async () => {
    const onFilter = vi.fn();
    const { rerender } = render(<DirectoryDateFilter {...props({ onFilter })} />);
    const box = screen.getByLabelText('Leave out vendors booked that day');
    expect(box).toBeChecked();
    await userEvent.click(box);
    // The router has not answered yet (filterOn is still true): the box shows the press.
    expect(box).not.toBeChecked();
    expect(onFilter).toHaveBeenCalledWith(false);
    // The URL catches up, then a back button turns the filter on again: the URL wins.
    rerender(<DirectoryDateFilter {...props({ onFilter, filterOn: false })} />);
    expect(box).not.toBeChecked();
    rerender(<DirectoryDateFilter {...props({ onFilter, filterOn: true })} />);
    expect(box).toBeChecked();
  });

  it('cannot be pressed without a date', () => {
    render(<DirectoryDateFilter {...props({ date: null, filterOn: false })} />);
    expect(screen.getByLabelText('Leave out vendors booked that day')).toBeDisabled();
  });

  it('says a date more than ten years away filters nothing, and offers no box for it', () => {
    render(
      <DirectoryDateFilter {...props({ date: '2040-06-14', filterOn: false, tooFar: true })} />,
    );
    const box = screen.getByLabelText('Leave out vendors booked that day');
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(
      screen.getByText(
        '14 Jun 2040 is more than ten years away: pick a date within the next ten years.',
      ),
    ).toBeInTheDocument();
  });
});
