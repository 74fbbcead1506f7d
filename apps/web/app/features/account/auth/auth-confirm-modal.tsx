import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { CodeStep } from './code-step.tsx';

/** Spec 1 §2 AuthConfirmModal: the SMS code, resend countdown, spec 1 §8's toasts. */
export default function AuthConfirmModal(_: ModalBodyProps) {
  return <CodeStep audience="customer" />;
}
