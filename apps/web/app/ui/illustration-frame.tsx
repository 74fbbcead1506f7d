import type { ReactNode } from 'react';

/** Decorative spot illustrations in the partner's colours (CSS variables from the theme). */
export const soft = 'var(--color-primary-soft)';
export const primary = 'var(--color-primary)';
export const accent = 'var(--color-accent)';

export function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="6" fill={soft} />
      {children}
    </svg>
  );
}
