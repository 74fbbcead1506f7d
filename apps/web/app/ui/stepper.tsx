import { counterState, type CounterBounds } from '@souk/core';
import { focusRing } from '#app/ui/styles.ts';
import { MinusIcon, PlusIcon } from './counter-icons.tsx';

interface StepperProps {
  value: number;
  bounds: CounterBounds;
  onChange: (next: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Extra rule on top of the bounds (a full option group). */
  plusBlocked?: boolean;
  testId?: string;
  /** Names the counter as a group ("Quantity", or the option's name). */
  label: string;
}

const stepButton = `${focusRing} inline-flex size-11 items-center justify-center rounded-full bg-canvas text-ink transition hover:bg-line disabled:cursor-not-allowed disabled:opacity-40`;

/** Spec 1 §4 counter: minus disabled at the minimum, plus disabled when a set maximum is reached. */
export function Stepper({
  value,
  bounds,
  onChange,
  decreaseLabel,
  increaseLabel,
  plusBlocked,
  testId,
  label,
}: StepperProps) {
  const { minusDisabled, plusDisabled } = counterState(value, bounds);
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className="inline-flex items-center gap-1"
    >
      <button
        type="button"
        className={stepButton}
        disabled={minusDisabled}
        aria-label={decreaseLabel}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon className="size-5" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-base font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={stepButton}
        disabled={plusDisabled || plusBlocked}
        aria-label={increaseLabel}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon className="size-5" />
      </button>
    </div>
  );
}
