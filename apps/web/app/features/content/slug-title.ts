/** Spec 1 §2: a content page's title "is the slug with underscores turned into spaces". */
export function slugTitle(slug: string): string {
  return slug.replace(/_/g, ' ');
}

/** Slugs are lower-case words joined by underscores or dashes; anything else is a 404. */
export function isContentSlug(value: string | undefined): value is string {
  return typeof value === 'string' && /^[a-z0-9_-]{1,120}$/.test(value);
}
