import { useTranslator } from '#app/i18n/use-translator.ts';
import { VISIBLE_STEPS, visibleStepNumber, type AuthStep } from './auth-progress.ts';

/** "Step 2 of 4" with a bar per step: where the visitor is in the sign-in flow. */
export function AuthProgressView({ step }: { step: AuthStep }) {
  const { t } = useTranslator();
  const current = visibleStepNumber(step);
  return (
    <div data-testid="auth-progress" data-step={step} className="space-y-2">
      <p className="text-xs font-medium text-muted">
        {t('auth.progress', { step: current, total: VISIBLE_STEPS })}
      </p>
      <ol aria-hidden="true" className="flex gap-1.5">
        {Array.from({ length: VISIBLE_STEPS }, (_, index) => (
          <li
            key={index}
            className={`h-1 flex-1 rounded-full ${index < current ? 'bg-primary' : 'bg-line'}`}
          />
        ))}
      </ol>
    </div>
  );
}
