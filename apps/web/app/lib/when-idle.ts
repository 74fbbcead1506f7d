/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeout`
 * ms); returns a cancel function. Used to fetch code the first paint does not need.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Safari before 18 has no idle callback: a short delay keeps the task after the first paint.
  const id = window.setTimeout(task, 300);
  return () => window.clearTimeout(id);
}
