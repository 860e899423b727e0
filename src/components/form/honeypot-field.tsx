import type { ComponentProps } from 'react';

/**
 * Off-screen, out of the tab order and hidden from assistive technology: people never see it,
 * some bots fill it in. A form that finds it filled sends nothing (or the database refuses).
 */
export function HoneypotField({
  label = 'Leave this empty',
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
