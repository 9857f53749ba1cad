import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Spec (platform §4, §9): one toast at a time, 5000 ms, swipe threshold 50, hotkey F8. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback((input: ToastInput) => {
    setToast({ ...input, id: Date.now(), open: true });
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeThreshold={50} swipeDirection="right" label="Notification">
        {children}
        {toast && (
          <RadixToast.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => setToast((current) => (current && current.id === toast.id ? { ...current, open } : current))}
            className={`toast toast-${toast.variant ?? 'default'}`}
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          >
            <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
            {toast.description && <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description>}
            <RadixToast.Close className="toast-close" aria-label="Close">
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        )}
        <RadixToast.Viewport className="toast-viewport" hotkey={['F8']} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
