import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'primary' | 'error' | 'success';

/** Spec 1 §4: "A snackbar auto-closes after 3000 ms or on any click." */
const TOAST_MS = 3000;
/** Spec 1 §9 "Click-outside listener delay 10 ms": the click that caused the toast is not one. */
const CLICK_LISTENER_DELAY_MS = 10;

const TONES: Record<ToastTone, string> = {
  primary: 'bg-ink text-surface',
  error: 'bg-red-700 text-white',
  success: 'bg-green-700 text-white',
};

interface Shown {
  message: string;
  tone: ToastTone;
  id: number;
}

/**
 * A toast owned by the component that shows it, rendered where that component renders: inside
 * an open dialog it is part of the dialog (the page behind a modal dialog is inert and under it).
 */
export function useToast(): {
  toast: ReactNode;
  show: (message: string, tone?: ToastTone) => void;
} {
  const [shown, setShown] = useState<Shown | null>(null);
  const nextId = useRef(0);

  const show = useCallback((message: string, tone: ToastTone = 'error') => {
    nextId.current += 1;
    setShown({ message, tone, id: nextId.current });
  }, []);

  useEffect(() => {
    if (!shown) return;
    const hide = () => setShown(null);
    const timer = window.setTimeout(hide, TOAST_MS);
    const listen = window.setTimeout(
      () => document.addEventListener('click', hide, { once: true }),
      CLICK_LISTENER_DELAY_MS,
    );
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(listen);
      document.removeEventListener('click', hide);
    };
  }, [shown]);

  const toast = (
    <div
      role={shown?.tone === 'error' ? 'alert' : 'status'}
      aria-live={shown?.tone === 'error' ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:bottom-8"
    >
      {shown && (
        <p
          key={shown.id}
          data-testid="toast"
          data-tone={shown.tone}
          className={`pointer-events-auto max-w-md rounded-2xl px-5 py-3 text-sm font-medium shadow-xl ${TONES[shown.tone]}`}
        >
          {shown.message}
        </p>
      )}
    </div>
  );
  return { toast, show };
}
