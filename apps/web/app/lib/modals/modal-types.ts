import type { ComponentType, LazyExoticComponent } from 'react';
import type { SimpleKey } from '#app/i18n/types.ts';
import type { DialogPlacement } from '#app/ui/dialog.tsx';

/** What the host passes to every modal body. */
export interface ModalBodyProps {
  /** Closes by the spec's closing rule for this modal. */
  close: () => void;
}

export interface ModalEntry {
  /** Always a `lazy(() => import(…))`: no modal body is part of a page's initial JavaScript. */
  Body: LazyExoticComponent<ComponentType<ModalBodyProps>>;
  titleKey: SimpleKey;
  /** A title that depends on the modal's own params (new vs edit); `titleKey` otherwise. */
  titleKeyFor?: (search: URLSearchParams) => SimpleKey;
  placement?: DialogPlacement;
  dismissOnOutsideClick?: boolean;
}
