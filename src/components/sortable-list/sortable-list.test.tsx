import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DragHandle, moveBy, reorderOnDrop, sortAnnouncements, SortableList } from '.';

interface Item {
  id: string;
  title: string;
}
const ITEMS: Item[] = [
  { id: 'a', title: 'Ana & Luis' },
  { id: 'b', title: 'Bea & Tom' },
  { id: 'c', title: 'Cleo & Sam' },
];
const idOf = (item: Item) => item.id;
const nameOf = (item: Item) => item.title;
const titles = (items: readonly Item[]) => items.map(nameOf);

describe('reordering', () => {
  it('moves an item one place with moveBy, leaving the list it was given as it was', () => {
    expect(titles(moveBy(ITEMS, 0, 1))).toEqual(['Bea & Tom', 'Ana & Luis', 'Cleo & Sam']);
    expect(titles(moveBy(ITEMS, 2, -1))).toEqual(['Ana & Luis', 'Cleo & Sam', 'Bea & Tom']);
    expect(titles(ITEMS)).toEqual(['Ana & Luis', 'Bea & Tom', 'Cleo & Sam']);
  });

  it('puts a dropped item at the place it was dropped on, and ignores drops that change nothing', () => {
    expect(titles(reorderOnDrop(ITEMS, idOf, 'a', 'c')!)).toEqual([
      'Bea & Tom',
      'Cleo & Sam',
      'Ana & Luis',
    ]);
    expect(titles(reorderOnDrop(ITEMS, idOf, 'c', 'a')!)).toEqual([
      'Cleo & Sam',
      'Ana & Luis',
      'Bea & Tom',
    ]);
    expect(reorderOnDrop(ITEMS, idOf, 'b', 'b')).toBeNull();
    expect(reorderOnDrop(ITEMS, idOf, 'b', null)).toBeNull();
    expect(reorderOnDrop(ITEMS, idOf, 'b', 'gone')).toBeNull();
  });
});

describe('sortAnnouncements', () => {
  const say = sortAnnouncements(ITEMS, idOf, nameOf);
  const at = (id: string) => ({ id }) as never;

  it('names the item and its position on pick-up, over a place, on drop and on cancel', () => {
    expect(say.onDragStart({ active: at('b') })).toBe(
      'Picked up Bea & Tom, position 2 of 3. Use the arrow keys to move it, Space to drop it, Escape to cancel.',
    );
    expect(say.onDragOver({ active: at('b'), over: at('c') })).toBe('Over position 3 of 3.');
    expect(say.onDragEnd({ active: at('b'), over: at('a') })).toBe('Dropped at position 1 of 3.');
    expect(say.onDragCancel({ active: at('b'), over: null })).toBe(
      'Moving cancelled; Bea & Tom is back where it was.',
    );
  });

  it('names a numbered item at every step when asked to (the video desk)', () => {
    const numbered = sortAnnouncements(ITEMS, idOf, nameOf, 'number');
    expect(numbered.onDragOver({ active: at('b'), over: at('c') })).toBe(
      'Bea & Tom is over number 3 of 3.',
    );
    expect(numbered.onDragEnd({ active: at('b'), over: at('a') })).toBe(
      'Bea & Tom dropped at number 1 of 3.',
    );
  });

  it('says something short when the item is over or dropped outside the list', () => {
    expect(say.onDragOver({ active: at('b'), over: null })).toBe('');
    expect(say.onDragEnd({ active: at('b'), over: null })).toBe('Dropped.');
  });
});

function List({ onReorder }: { onReorder: (next: Item[]) => void }) {
  const [items, setItems] = useState(ITEMS);
  return (
    <SortableList
      items={items}
      idOf={idOf}
      nameOf={nameOf}
      label="Films"
      onReorder={(next) => {
        setItems(next);
        onReorder(next);
      }}
    >
      {(item, index, { setNode, style, handle }) => (
        <li ref={setNode} style={style}>
          <DragHandle handle={handle}>Drag {item.title}</DragHandle>
          <span>{index + 1}</span>
        </li>
      )}
    </SortableList>
  );
}

describe('SortableList', () => {
  it('renders a named ordered list whose handles are keyboard-operable sortable buttons', () => {
    render(<List onReorder={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Films' });
    expect(list.tagName).toBe('OL');
    const handle = screen.getByRole('button', { name: 'Drag Bea & Tom' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('tabindex', '0');
    // The instructions a screen reader reads with the handle.
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions).toHaveTextContent(/press the space bar/i);
  });

  it('moves an item from the keyboard (Space, arrow, Space), announcing each step', async () => {
    // jsdom lays nothing out: give each row a place, one under the other, 100 px apart.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('li');
      const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 100, width: 300, height: 80 });
    });
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const live = () => document.querySelector('[id^="DndLiveRegion"]')!;
    const handle = screen.getByRole('button', { name: 'Drag Bea & Tom' });
    handle.focus();

    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(live()).toHaveTextContent(/Picked up Bea & Tom|Over position 2 of 3/),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toHaveTextContent('Over position 3 of 3.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live()).toHaveTextContent('Dropped at position 3 of 3.'));
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(titles(onReorder.mock.calls[0]![0] as Item[])).toEqual([
      'Ana & Luis',
      'Cleo & Sam',
      'Bea & Tom',
    ]);
    rect.mockRestore();
  });

  it('puts the item back on Escape and says so', async () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Drag Cleo & Sam' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Escape}');
    expect(
      await screen.findByText('Moving cancelled; Cleo & Sam is back where it was.'),
    ).toBeInTheDocument();
    expect(onReorder).not.toHaveBeenCalled();
  });
});
