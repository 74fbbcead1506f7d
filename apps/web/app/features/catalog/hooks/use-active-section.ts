import { useEffect, useState } from 'react';

/**
 * The section the reader is in: the last one whose top has passed the line just under the
 * sticky header and tabs. Recomputed on scroll (one read per frame), so the tabs follow
 * scrolling both ways and also after a jump.
 */
export function useActiveSection(elementIds: readonly string[], offsetPx: number): string | null {
  const [active, setActive] = useState<string | null>(elementIds[0] ?? null);
  const key = elementIds.join(' ');

  useEffect(() => {
    const ids = key ? key.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current = ids[0] ?? null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offsetPx + 1) current = id;
      }
      // At the very bottom a short last section can never reach the line: it is the one read.
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && window.scrollY > 0) current = ids.at(-1) ?? current;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key, offsetPx]);

  return active;
}
