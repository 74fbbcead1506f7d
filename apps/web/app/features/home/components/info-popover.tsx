import { useId, type ReactNode } from 'react';

interface InfoPopoverProps {
  /** The spec 1 §2 popup name, kept as a test hook. */
  name: string;
  /** The chip's accessible name when its text alone says too little; it must contain that text. */
  label?: string;
  chip: ReactNode;
  title: string;
  children: ReactNode;
}

/**
 * A card chip that opens a small popup (spec 1 §2 "Popups also close on Escape or outside
 * click"). The native popover attribute gives the light dismiss and the top layer with no
 * script; on wide screens it sits under its chip, on phones it is a bottom sheet.
 */
export function InfoPopover({ name, label, chip, title, children }: InfoPopoverProps) {
  const id = useId();
  return (
    <>
      <button type="button" popoverTarget={id} aria-label={label} className="info-chip">
        {chip}
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-label={title}
        data-testid={name}
        className="info-popup"
      >
        <p>{title}</p>
        <div>{children}</div>
      </div>
    </>
  );
}
