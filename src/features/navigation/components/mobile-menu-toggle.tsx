import type { Ref } from 'react';
import { cn } from '@/lib/utils';

type MobileMenuToggleProps = {
  ref?: Ref<HTMLButtonElement>;
  open: boolean;
  /** Id of the panel the toggle shows and hides. */
  controls: string;
  label: string;
  /** The pointer or focus is on the toggle: a good moment to fetch the panel. */
  onIntent: () => void;
  onToggle: () => void;
};

const bar = 'absolute left-0 h-px w-full bg-current transition-transform duration-300';

/** The mobile header's menu button: two hairlines that cross when the menu is open. */
export function MobileMenuToggle({
  ref,
  open,
  controls,
  label,
  onIntent,
  onToggle,
}: MobileMenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      onPointerDown={onIntent}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onToggle}
      className="-ml-2 inline-flex size-11 items-center justify-center text-ink"
    >
      <span aria-hidden="true" className="relative block h-2.5 w-6">
        <span className={cn(bar, 'top-0', open && 'top-1/2 rotate-45')} />
        <span className={cn(bar, 'bottom-0', open && 'bottom-1/2 -rotate-45')} />
      </span>
    </button>
  );
}
