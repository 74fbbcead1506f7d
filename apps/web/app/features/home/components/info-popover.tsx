import { useEffect, useId, useRef, type ReactNode } from 'react';

interface InfoPopoverProps {
  /** The spec 1 §2 popup name, kept as a test hook. */
  name: string;
  /** The chip's accessible name when its text alone says too little; it must contain that text. */
  label?: string;
  chip: ReactNode;
  title: string;
  children: ReactNode;
  onOpen?: () => void;
}

/**
 * A card chip that opens a small popup (spec 1 §2 "Popups also close on Escape or outside
 * click"). The native popover attribute gives the light dismiss and the top layer with no
 * script; on wide screens it sits under its chip, on phones it is a bottom sheet.
 */
export function InfoPopover({ name, label, chip, title, children, onOpen }: InfoPopoverProps) {
  const id = useId();
  const popup = useRef<HTMLDivElement>(null);
  // Opened before the page's code ran (the popover itself needs none): catch up on `onOpen`.
  const openedEarly = useRef(onOpen);
  useEffect(() => {
    const element = popup.current;
    if (openedEarly.current && element && 'popover' in element && element.matches(':popover-open'))
      openedEarly.current();
  }, []);
  return (
    <>
      <button type="button" popoverTarget={id} aria-label={label} className="info-chip">
        {chip}
      </button>
      <div
        ref={popup}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={title}
        data-testid={name}
        onToggle={onOpen && ((event) => event.newState === 'open' && onOpen())}
        className="info-popup"
      >
        <p>{title}</p>
        <div>{children}</div>
      </div>
    </>
  );
}
