import { BackIcon } from '#app/ui/browsing-icons.tsx';
import { ghostButton } from '#app/ui/styles.ts';

/**
 * Spec 1 §2: the native app's web view has no browser back button, so the header shows one on
 * the home pages, and on phones in place of the signed-in customer's icons.
 */
export function NativeBackButton({
  label,
  className = '',
  replacesIcons = false,
}: {
  label: string;
  className?: string;
  /** On phones the account link after it is hidden (app.css): the button stands in its place. */
  replacesIcons?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={() => window.history.back()}
      aria-label={label}
      title={label}
      className={`${ghostButton} ${className}`}
      data-testid="native-back"
      data-replaces-icons={replacesIcons || undefined}
    >
      <BackIcon />
    </button>
  );
}
