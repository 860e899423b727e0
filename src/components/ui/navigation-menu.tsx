import * as NavigationMenuPrimitive from '@radix-ui/react-navigation-menu';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Thin wrappers over Radix NavigationMenu: roving focus, Escape to close, hover intent with a
 * delay, aria-expanded/aria-controls on triggers. Layout is left to the caller.
 */
export function NavigationMenu({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return <NavigationMenuPrimitive.Root className={cn('flex', className)} {...props} />;
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      className={cn('flex list-none items-center', className)}
      {...props}
    />
  );
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item;

/** The tracked uppercase label style of the header's items (links and triggers alike). */
export const navigationItemClass =
  'inline-flex h-10 items-center gap-1.5 px-4 text-label font-medium tracking-eyebrow text-ink uppercase transition-colors hover:text-champagne-700 data-[state=open]:text-champagne-700';

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger className={cn(navigationItemClass, className)} {...props}>
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 10 6"
        className="size-2.5 transition-transform duration-200 in-data-[state=open]:rotate-180"
      >
        <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return <NavigationMenuPrimitive.Content className={cn('w-full', className)} {...props} />;
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;

export function NavigationMenuViewport({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Viewport>) {
  return <NavigationMenuPrimitive.Viewport className={cn('w-full', className)} {...props} />;
}
