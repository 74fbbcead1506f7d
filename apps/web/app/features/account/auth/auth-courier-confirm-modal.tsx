import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useCourierToken } from '../session/use-courier-token.ts';
import { CodeStep } from './code-step.tsx';
import { CourierSessionView } from './courier-session-view.tsx';

/**
 * Spec 1 §2 AuthCourierConfirmModal: the courier's code. The courier session's token is kept
 * as courier_authorization_token (spec 1 §6). Once it is kept, the modal shows who is signed in
 * with sign-out; the header's courier button opens it again from any page.
 */
export default function AuthCourierConfirmModal({ close }: ModalBodyProps) {
  const token = useCourierToken();
  if (!token) return <CodeStep audience="courier" />;
  return (
    <div className="p-5">
      <CourierSessionView
        token={token}
        title="auth.courierSignedIn"
        testId="courier-signed-in"
        onSignedOut={close}
      />
    </div>
  );
}
