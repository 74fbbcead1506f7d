import type { ContentPage } from '@souk/contracts';
import type { ReactNode } from 'react';

/** A content page: its title and paragraphs (blank-line separated plain text, never HTML). */
export function ContentArticle({ page, children }: { page: ContentPage; children?: ReactNode }) {
  const paragraphs = page.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <article data-testid="content-page" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{page.title}</h1>
      <div className="mt-6 space-y-4 text-base leading-relaxed text-muted">
        {paragraphs.map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
      </div>
      {children}
    </article>
  );
}
