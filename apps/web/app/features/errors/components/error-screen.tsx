import type { ReactNode } from 'react';

interface ErrorScreenProps {
  testId: 'error-404' | 'error-5xx' | 'error-generic' | 'error-offline';
  illustration: ReactNode;
  title: string;
  text: string;
  detail?: string;
  children?: ReactNode;
}

/** Shared frame of every error page (spec 1 §2 "Error page"). */
export function ErrorScreen({
  testId,
  illustration,
  title,
  text,
  detail,
  children,
}: ErrorScreenProps) {
  return (
    <section
      data-testid="error-page"
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <div data-testid={testId} className="contents">
        {illustration}
        <h1 id="error-title" className="text-3xl font-extrabold text-balance">
          {title}
        </h1>
        <p className="text-lg text-muted text-pretty">{text}</p>
        {detail && <p className="text-sm text-muted">{detail}</p>}
        {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
