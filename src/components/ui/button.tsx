import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Button look, also applied to links (`<Link className={buttonVariants()}>`). */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-xs font-medium tracking-label uppercase transition-colors disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        solid: 'bg-ink text-ivory-50 hover:bg-ink-700',
        outline: 'border border-ink text-ink hover:bg-ink hover:text-ivory-50',
        accent: 'bg-champagne-700 text-ivory-50 hover:bg-champagne-600',
      },
      size: {
        md: 'px-6 py-3',
        sm: 'px-4 py-2',
      },
    },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
