import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shimLayout } from '../testing';
import { setupEditor as setup } from './setup-editor';
import { fitTools } from './toolbar-overflow';

beforeAll(shimLayout);

describe('fitTools', () => {
  const edges = [50, 100, 150, 200, 250];

  it('shows every tool when the row has room for all, More or not', () => {
    expect(fitTools(edges, 250, 60)).toBe(5);
    expect(fitTools(edges, 1000, 60)).toBe(5);
  });

  it('keeps room for More once a tool overflows, and overflows from the end', () => {
    expect(fitTools(edges, 249, 60)).toBe(3);
    expect(fitTools(edges, 210, 60)).toBe(3);
    expect(fitTools(edges, 209, 60)).toBe(2);
    expect(fitTools(edges, 70, 60)).toBe(0);
  });

  it('shows every tool while nothing is measured (no layout yet)', () => {
    expect(fitTools(edges, 0, 60)).toBe(5);
    expect(fitTools([0, 0, 0], 100, 0)).toBe(3);
  });
});

/** A layout for jsdom: every tool 44 px wide, 4 px apart; the bar 300 px wide. */
function stubRow(barWidth: number) {
  vi.stubGlobal('ResizeObserver', ReportOnce);
  const place = (node: HTMLElement) => {
    const bar = node.closest('[role="toolbar"]');
    const before = bar ? [...bar.querySelectorAll('[data-tool],[data-more]')].indexOf(node) : -1;
    return before < 0 ? 0 : 4 + before * 48;
  };
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return place(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.matches('[data-tool],[data-more]') ? 44 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'toolbar' ? barWidth : 0;
  });
}

/** A ResizeObserver that reports once, when it starts observing (as browsers do). */
class ReportOnce {
  private readonly report: (entries: ResizeObserverEntry[]) => void;
  constructor(report: (entries: ResizeObserverEntry[]) => void) {
    this.report = report;
  }
  observe() {
    this.report([]);
  }
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Toolbar overflow', () => {
  it('draws one row of what fits and puts the rest in a keyboard-operable More menu', async () => {
    stubRow(300);
    const user = userEvent.setup();
    const { editor } = setup([{ type: 'paragraph', text: 'Hello world' }]);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting and blocks' });
    const buttons = within(toolbar).getAllByRole('button');
    // 300 px: five tools (48 px each from 4 px) and More (44 px + 4 px gap).
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Paragraph',
      'H2: Heading 2',
      'H3: Heading 3',
      'Quote',
      'Bold',
      'More tools',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);

    // The keyboard model of the row reaches More; ArrowDown opens its menu.
    buttons[0]!.focus();
    await user.keyboard('{End}');
    expect(buttons.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toContain('Insert divider');
    expect(items.at(-1)).toHaveTextContent('Move block down');

    // A tool from the menu works on the story.
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 6 });
    });
    await user.click(within(menu).getByRole('menuitem', { name: /Italic/ }));
    expect(editor.isActive('italic')).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows every tool and no More when the row is wide enough', () => {
    stubRow(2000);
    setup([{ type: 'paragraph', text: 'x' }]);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting and blocks' });
    expect(within(toolbar).queryByRole('button', { name: 'More tools' })).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'Move block down' })).toBeVisible();
  });
});
