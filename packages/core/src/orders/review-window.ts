/**
 * Spec 2 §4 "Review inputs appear only for COMPLETED orders within 48 hours" (§9: the order
 * review window is 48 hours). The API refuses reviews outside it with the same rule the web
 * uses to show the inputs.
 */
const REVIEW_WINDOW_MS = 48 * 60 * 60 * 1000;

export function isWithinReviewWindow(status: string, completedAt: Date | null, now: Date): boolean {
  if (status !== 'COMPLETED' || completedAt === null) return false;
  const elapsed = now.getTime() - completedAt.getTime();
  return elapsed >= 0 && elapsed <= REVIEW_WINDOW_MS;
}
