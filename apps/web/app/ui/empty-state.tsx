import type { ReactNode } from 'react';

interface EmptyStateProps {
  illustration: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
  testId?: string;
}

/** A centred illustration, heading and explanation, with optional actions below. */
export function EmptyState({ illustration, title, text, children, testId }: EmptyStateProps) {
  return (
    <div
      data-testid={testId}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center"
    >
      <div className="text-primary">{illustration}</div>
      <h2 className="text-2xl font-bold text-balance">{title}</h2>
      <p className="text-muted text-pretty">{text}</p>
      {children}
    </div>
  );
}
