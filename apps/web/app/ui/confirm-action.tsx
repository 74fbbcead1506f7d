import { useEffect, useRef, useState, type ReactNode } from 'react';
import { focusRing, ghostButton } from './styles.ts';

interface ConfirmActionProps {
  /** The visible trigger (an icon or a word) and its accessible name. */
  trigger: ReactNode;
  triggerLabel: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<void> | void;
  testId: string;
}

/**
 * A destructive action asks first, in place: the question replaces the button and takes the
 * focus, Cancel gives it back. No dialog is needed for one yes/no next to the thing it is about.
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const { trigger, triggerLabel, question, confirmLabel, cancelLabel, onConfirm, testId } = props;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={triggerRef}
        type="button"
        aria-label={triggerLabel}
        onClick={() => setAsking(true)}
        data-testid={testId}
        className={ghostButton}
      >
        {trigger}
      </button>
    );
  }
  return (
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
      <p ref={questionRef} tabIndex={-1} className={`${focusRing} rounded-sm text-sm font-medium`}>
        {question}
      </p>
      <button
        type="button"
        disabled={busy}
        data-testid={`${testId}-confirm`}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
        className={`${focusRing} min-h-11 rounded-full bg-red-700 px-4 font-semibold text-white`}
      >
        {confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)} className={ghostButton}>
        {cancelLabel}
      </button>
    </div>
  );
}
