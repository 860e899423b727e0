import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Teach tailwind-merge the custom tokens of tailwind.config.ts so `pt-header pt-4` resolves to `pt-4`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      spacing: ['header', 'mega-menu', 'preview', 'gutter', 'section'],
      tracking: ['label', 'eyebrow'],
      text: ['label', 'display-sm', 'display-md', 'display-lg', 'display-xl'],
      aspect: ['preview'],
      container: ['measure', 'frame'],
    },
  },
});

/** Joins class names and lets later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
