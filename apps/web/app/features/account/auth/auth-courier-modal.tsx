import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { PhoneStep } from './phone-step.tsx';

/** Spec 1 §2 AuthCourierModal: a courier's phone (only numbers registered as couriers). */
export default function AuthCourierModal(_: ModalBodyProps) {
  return <PhoneStep audience="courier" />;
}
