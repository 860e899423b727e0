import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Thin wrappers around Radix Toast (shadcn/ui style). State lives in `use-toast.ts`. */

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // Top of the screen on phones, bottom right from the tablet breakpoint; newest first.
        'fixed inset-x-0 top-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none',
        'md:top-auto md:right-0 md:bottom-0 md:left-auto md:max-w-[26rem]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-4 overflow-hidden border p-4 pr-10 shadow-lg',
    // Enter: fade (and a short slide when motion is allowed). Swipe follows the finger.
    'transition-[opacity,translate] duration-200 ease-out starting:opacity-0 motion-safe:starting:translate-y-2',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
    'data-[state=closed]:opacity-0 motion-reduce:transition-none',
  ],
  {
    variants: {
      variant: {
        default: 'border-ivory-300 bg-ivory-50 text-ink',
        destructive: 'border-red-900 bg-red-800 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      className={cn('font-display text-lg leading-snug font-medium', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({
  className,
  'aria-label': ariaLabel = 'Close notification',
  ...props
}: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label={ariaLabel}
      className={cn(
        'absolute top-2 right-2 inline-flex size-7 items-center justify-center opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100',
        className,
      )}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex shrink-0 items-center border border-current px-3 py-1.5 text-xs font-medium tracking-label uppercase',
        className,
      )}
      {...props}
    />
  );
}
