import { useId, type ReactNode } from 'react';
import './info-popover.css';

interface InfoPopoverProps {
  /** The spec popup name (spec 1 §2, spec 2 cart popups), kept as a test hook. */
  name: string;
  /** The button's accessible name when its text alone says too little; it must contain that text. */
  label?: string;
  chip: ReactNode;
  title: string;
  /** A rounded chip (vendor cards) or an underlined line of text (the cart's totals). */
  look?: 'chip' | 'line';
  children: ReactNode;
}

/**
 * A button that opens a small popup (spec 1 §2 "Popups also close on Escape or outside
 * click"). The native popover attribute gives the light dismiss and the top layer with no
 * script; on wide screens it sits under its button, on phones it is a bottom sheet.
 */
export function InfoPopover({
  name,
  label,
  chip,
  title,
  look = 'chip',
  children,
}: InfoPopoverProps) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={label}
        className={look === 'chip' ? 'info-chip' : 'info-line'}
        data-testid={`${name}-open`}
      >
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
