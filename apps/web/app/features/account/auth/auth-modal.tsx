import { useEffect, useEffectEvent } from 'react';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useCustomer } from '#app/lib/use-customer.ts';
import { PhoneStep } from './phone-step.tsx';
import { useAuthFlow } from './use-auth-flow.ts';

/** Spec 1 §2 AuthModal: the customer's phone number, country mask from the locality. */
export default function AuthModal(_: ModalBodyProps) {
  const customer = useCustomer();
  const { continueAfterSignIn } = useAuthFlow();
  // Signed in already (an old link, another tab): on to whatever the flow still lacks.
  const signedIn = customer !== null;
  const goOn = useEffectEvent(() => {
    if (customer) void continueAfterSignIn(customer);
  });
  // Only when the signed-in state itself changes, not on every render of the flow.
  useEffect(() => goOn(), [signedIn]);
  return <PhoneStep audience="customer" />;
}
