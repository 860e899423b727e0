import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/config/site';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismiss, useToasts } from './use-toast';

/** Radix compares the array by identity in an effect: one array, not one per render. */
const HOTKEY = [...TOAST_HOTKEY];

/**
 * Renders the toast store. Ordinary toasts are announced politely (Radix `background`); a
 * destructive one answers something the visitor just did, so it is `foreground` (announced at
 * once). F8 moves focus to the notifications region; hovering or focusing a toast pauses it.
 */
export function Toaster() {
  const toasts = useToasts();

  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, action, variant = 'default', open }) => (
        <Toast
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={HOTKEY} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
