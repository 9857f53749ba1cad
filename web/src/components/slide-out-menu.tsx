import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import * as Dialog from '@radix-ui/react-dialog';

/** The mobile slide-out menu from the left (a Radix dialog: focus trapped, Escape closes). It closes on navigation. */
export function SlideOutMenu({ children }: { children: (close: () => void) => ReactNode } | { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="menu-button" aria-label="Open menu">
        <span aria-hidden="true">☰</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu-head">
            <Dialog.Title className="mobile-menu-title">Menu</Dialog.Title>
            <Dialog.Close className="dialog-close" aria-label="Close menu">
              ×
            </Dialog.Close>
          </div>
          {typeof children === 'function' ? children(() => setOpen(false)) : children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
