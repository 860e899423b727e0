import type { ReactNode } from 'react';

/** A titled group of a long form's fields ("The couple", "Your business"), under a thin rule. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-6 border-t border-ivory-300 pt-6">
      <legend className="pr-4 font-display text-2xl text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}
