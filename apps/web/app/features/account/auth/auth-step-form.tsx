import { useId, type ReactNode } from 'react';
import { primaryButton } from '#app/ui/styles.ts';
import { fieldErrorClass, labelClass } from './form-styles.ts';

/** What a step's input needs to be tied to its label and to its error. */
interface StepFieldProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface AuthStepFormProps {
  /** The line above the field (a number in it may need its own direction). */
  intro: ReactNode;
  introTestId?: string;
  label: string;
  /** The message under the field, or null when there is none. */
  error: string | null;
  errorTestId?: string;
  /** While true the submit button is disabled and says so to assistive tech. */
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
  onSubmit: () => void;
  /** The input itself, given the id and ARIA attributes that tie it to the label and error. */
  field: (props: StepFieldProps) => ReactNode;
  /** What follows the submit button (links to other steps, the resend countdown). */
  children?: ReactNode;
}

/**
 * The frame the sign-in steps share (phone: AuthModal, AuthCourierModal; code: AuthConfirmModal,
 * AuthCourierConfirmModal): an intro line, one labelled field with its error under it, announced
 * when it appears, and a full-width submit button that stays busy while the request runs. The
 * browser's own validation is off: each step checks its value and says what is wrong.
 */
export function AuthStepForm({
  intro,
  introTestId,
  label,
  error,
  errorTestId,
  busy,
  submitLabel,
  submitTestId,
  onSubmit,
  field,
  children,
}: AuthStepFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="text-muted" data-testid={introTestId}>
        {intro}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {field({
          id,
          'aria-invalid': error !== null,
          'aria-describedby': error === null ? undefined : errorId,
        })}
        {error !== null && (
          <p id={errorId} role="alert" data-testid={errorTestId} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        data-testid={submitTestId}
        className={`${primaryButton} w-full disabled:opacity-60`}
      >
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
