import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MarkedState } from '@/features/availability';
import { AvailabilityCalendar } from './availability-calendar';
import { addMonths, monthWeeks, moveFocus } from './calendar-dates';

function Harness({
  onToggle = () => {},
  onRange = () => {},
  marks = new Map<string, MarkedState>(),
}: {
  onToggle?: (day: string) => void;
  onRange?: (day: string) => void;
  marks?: Map<string, MarkedState>;
}) {
  const [focusedDay, setFocusedDay] = useState('2027-09-15');
  return (
    <AvailabilityCalendar
      focusedDay={focusedDay}
      onFocusDay={setFocusedDay}
      marks={marks}
      today="2027-09-10"
      onToggle={onToggle}
      onRange={onRange}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('availability calendar', () => {
  it('has one tab stop, and the arrow keys move by day and week', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab(); // Previous month
    await user.tab();
    await user.tab(); // into the grid, past Next month
    expect(day(/^Wednesday 15 September 2027/)).toHaveFocus();
    expect(day(/^Wednesday 15 September 2027/)).toHaveAttribute('tabindex', '0');
    expect(day(/^Thursday 16 September 2027/)).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(day(/^Thursday 16 September 2027/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/^Thursday 23 September 2027/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day(/^Wednesday 15 September 2027/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/^Monday 13 September 2027/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/^Sunday 19 September 2027/)).toHaveFocus();
  });

  it('crosses into the next month with the arrows and Page Down', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    day(/^Wednesday 15 September 2027/).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(day(/^Wednesday 6 October 2027/)).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'October 2027' })).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(day(/^Saturday 6 November 2027/)).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(day(/^Monday 6 September 2027/)).toHaveFocus();
  });

  it('Enter and Space toggle the focused day; with Shift they make a range', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const onRange = vi.fn();
    render(<Harness onToggle={onToggle} onRange={onRange} />);
    day(/^Wednesday 15 September 2027/).focus();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenLastCalledWith('2027-09-15');
    await user.keyboard('{ArrowRight}[Space]');
    expect(onToggle).toHaveBeenLastCalledWith('2027-09-16');
    await user.keyboard('{ArrowRight}{Shift>}{Enter}{/Shift}');
    expect(onRange).toHaveBeenLastCalledWith('2027-09-17');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('says each day’s state, and past days are marked as such', () => {
    render(
      <Harness
        marks={
          new Map([
            ['2027-09-18', 'booked'],
            ['2027-09-19', 'limited'],
          ])
        }
      />,
    );
    expect(day(/^Saturday 18 September 2027, booked$/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/^Sunday 19 September 2027, limited$/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/^Monday 20 September 2027, free$/)).toHaveAttribute('aria-pressed', 'false');
    expect(day(/^Thursday 9 September 2027, free, past$/)).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('calendar dates', () => {
  it('lays out a month from Monday', () => {
    const weeks = monthWeeks('2027-09-18');
    expect(weeks[0]).toEqual([
      null,
      null,
      '2027-09-01',
      '2027-09-02',
      '2027-09-03',
      '2027-09-04',
      '2027-09-05',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2027-09-27',
      '2027-09-28',
      '2027-09-29',
      '2027-09-30',
      null,
      null,
      null,
    ]);
  });

  it('keeps the last day when a month is shorter, and ignores other keys', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(moveFocus('2027-12-31', 'ArrowRight')).toBe('2028-01-01');
    expect(moveFocus('2027-12-31', 'a')).toBeNull();
  });
});
