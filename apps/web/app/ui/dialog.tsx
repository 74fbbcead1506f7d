import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './browsing-icons.tsx';
import { focusRing, touchTarget } from './styles.ts';
import { focusReturnTarget } from './caught-typing.ts';

export type DialogPlacement = 'center' | 'sheet' | 'dropdown' | 'full';

interface DialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Spec 1 §2: a base modal closes on a click outside, "configurable". */
  dismissOnOutsideClick?: boolean;
  placement?: DialogPlacement;
  testId?: string;
}

/**
 * Mobile first: every placement is a bottom sheet (or the whole screen for `full`) below
 * 768 px; on wider screens a centred card, or a panel under the header for `dropdown`. The
 * margins are explicit because Tailwind's reset removes the UA's `margin: auto` centring.
 */
const PLACEMENT: Record<DialogPlacement, string> = {
  center:
    'mx-0 mt-auto mb-0 max-h-[90dvh] w-full rounded-t-3xl md:m-auto md:max-w-lg md:rounded-3xl',
  sheet:
    'mx-0 mt-auto mb-0 max-h-[90dvh] w-full rounded-t-3xl md:m-auto md:max-w-xl md:rounded-3xl',
  dropdown:
    'mx-0 mt-auto mb-0 max-h-[90dvh] w-full rounded-t-3xl md:mx-auto md:mt-32 md:mb-auto md:max-h-[70dvh] md:max-w-md md:rounded-2xl md:backdrop:bg-ink/15',
  full: 'm-0 h-dvh max-h-dvh w-full md:m-auto md:h-[85dvh] md:max-w-3xl md:rounded-3xl',
};

/**
 * A ref for the field a dialog opens with. The native dialog focuses its `autofocus` descendant
 * as it opens (otherwise its first control, the close button); React's `autoFocus` prop does not
 * write that attribute in the browser, so the ref does.
 */
export function focusWhenOpened(field: HTMLElement | null) {
  field?.setAttribute('autofocus', '');
}

/** Spec 1 §9: "Dropdown top padding 8 px". */
const DROPDOWN_GAP_PX = 8;
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Spec 1 §2: the time and rating filters are "dropdowns on desktop". On a wide screen a
 * dropdown dialog opens under the control that opened it, aligned with its start edge (its end
 * edge when that fits better); opened from the URL alone it stays a panel under the header.
 */
function anchorBelow(dialog: HTMLDialogElement, opener: HTMLElement | null) {
  if (!opener || opener === document.body || !window.matchMedia(WIDE_SCREEN).matches) return;
  const button = opener.getBoundingClientRect();
  const rtl = getComputedStyle(opener).direction === 'rtl';
  const viewport = document.documentElement.clientWidth;
  const width = Math.min(448, viewport - 2 * DROPDOWN_GAP_PX);
  const start = rtl ? button.right - width : button.left;
  const left = Math.min(Math.max(start, DROPDOWN_GAP_PX), viewport - width - DROPDOWN_GAP_PX);
  Object.assign(dialog.style, {
    position: 'fixed',
    inset: 'auto',
    margin: '0',
    top: `${button.bottom + DROPDOWN_GAP_PX}px`,
    left: `${left}px`,
    width: `${width}px`,
  });
  dialog.dataset.anchored = 'true';
}

/**
 * The one accessible dialog (spec 1 §2 "base modal"), on the native modal `<dialog>`: the
 * browser makes the page behind inert (focus stays inside) and labels it. Closing is owned
 * by the caller (the URL), so Escape and outside clicks only ask for it. Page scroll is locked
 * while it is open, and focus goes back to what had it before.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
  dismissOnOutsideClick = true,
  placement = 'sheet',
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const closeRequested = useRef(false);
  const onCloseRef = useRef(onClose);
  const dismissesOnOutsideClick = useRef(dismissOnOutsideClick);
  useLayoutEffect(() => {
    dismissesOnOutsideClick.current = dismissOnOutsideClick;
    // Asked once: a double click or Escape plus click must not go back twice in history.
    onCloseRef.current = () => {
      if (closeRequested.current) return;
      closeRequested.current = true;
      onClose();
    };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A search opener's stand-in field may have focus now: focus goes back to the opener.
    const previouslyFocused =
      document.activeElement instanceof HTMLElement
        ? focusReturnTarget(document.activeElement)
        : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    // Escape asks the owner to close (the URL decides); the dialog stays open until then.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Chrome closes anyway after repeated Escapes without user activation: follow it. A close
    // event queued by an earlier close is stale when the dialog is open again by the time it
    // arrives (React's development checks unmount and remount every effect once).
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    // The dialog box is padding-free and fully covered by its content, so a press whose target
    // is the dialog itself landed on the backdrop. (Keyboard users close with Escape, above.)
    const onPointerDown = (event: PointerEvent) => {
      pressStartedOnBackdrop.current = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      const outside = event.target === dialog && pressStartedOnBackdrop.current;
      if (outside && dismissesOnOutsideClick.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    root.style.overflow = 'hidden';
    if (placement === 'dropdown') anchorBelow(dialog, previouslyFocused);
    if (!dialog.open) dialog.showModal();
    return () => {
      // Unhooked first: closing on unmount must not ask for another close.
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
    // A dialog keeps its placement for its whole life, so this runs once, when it opens.
  }, [placement]);

  const titleId = `${testId ?? 'dialog'}-title`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      className={`${PLACEMENT[placement]} max-w-none overflow-hidden bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:flex open:flex-col`}
    >
      <div className="flex items-center gap-2 border-b border-line py-2 ps-5 pe-2">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          aria-label={closeLabel}
          data-testid="dialog-close"
          className={`${focusRing} ${touchTarget} inline-flex items-center justify-center rounded-full hover:bg-canvas`}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </dialog>
  );
}
