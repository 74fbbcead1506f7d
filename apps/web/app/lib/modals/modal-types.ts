/** What the host passes to every modal body. */
export interface ModalBodyProps {
  /** Closes by the spec's closing rule for this modal. */
  close: () => void;
}
