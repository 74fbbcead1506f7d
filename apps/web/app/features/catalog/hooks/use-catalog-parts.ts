import type { CatalogResponse, Section } from '@souk/contracts';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { whenIdle } from '#app/lib/when-idle.ts';

/** What the section tabs need of a section, loaded or not. */
export type NavSection = Pick<Section, 'id' | 'name' | 'catalogCategoryId'>;

export type PartsStatus = 'complete' | 'loading' | 'failed';

export interface CatalogParts {
  /** The sections whose products are here, in menu order. */
  sections: readonly Section[];
  /** Every section of the menu, for the tabs. */
  outline: readonly NavSection[];
  status: PartsStatus;
  retry(): void;
  /** Fetches parts up to the one holding the section; true once the section is on the page. */
  ensureSection(sectionId: string): Promise<boolean>;
}

type LoadPart = (part: number, signal: AbortSignal) => Promise<CatalogResponse>;

interface PartsState {
  first: CatalogResponse;
  sections: Section[];
  loadedParts: number;
  failed: boolean;
}

const initialState = (first: CatalogResponse): PartsState => ({
  first,
  sections: first.sections,
  loadedParts: 1,
  failed: false,
});

/**
 * A long menu arrives in parts (`part=1` with the page, the rest here): the next part is
 * fetched when the browser is idle, or at once when a tab of a section not yet here is picked.
 * A page whose first answer has no parts is complete as it is.
 */
export function useCatalogParts(first: CatalogResponse, load: LoadPart): CatalogParts {
  const [state, setState] = useState(() => initialState(first));
  // New loader data (another vendor, point or time) starts over.
  const current = state.first === first ? state : initialState(first);
  if (current !== state) setState(current);

  const totalParts = first.parts?.totalParts ?? 1;
  const [urgentPart, setUrgentPart] = useState(0);
  const waiters = useRef(new Map<string, (found: boolean) => void>());
  // The part fetch runs the latest `load` without re-running the effect when it changes.
  const loadPart = useEffectEvent(load);

  const { loadedParts, failed } = current;
  useEffect(() => {
    if (failed || loadedParts >= totalParts) return;
    const controller = new AbortController();
    const part = loadedParts + 1;
    const fetchPart = () => {
      loadPart(part, controller.signal).then(
        (response) =>
          setState((previous) => {
            if (previous.first !== first || previous.loadedParts !== part - 1) return previous;
            const known = new Set(previous.sections.map((section) => section.id));
            const added = response.sections.filter((section) => !known.has(section.id));
            return { ...previous, sections: [...previous.sections, ...added], loadedParts: part };
          }),
        () => {
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, failed: true }));
        },
      );
    };
    const cancelIdle = urgentPart > loadedParts ? (fetchPart(), () => {}) : whenIdle(fetchPart);
    return () => {
      cancelIdle();
      controller.abort();
    };
  }, [first, loadedParts, totalParts, failed, urgentPart]);

  const outline: readonly NavSection[] = first.parts?.outline ?? first.sections;

  // Settle the tabs waiting for a section: found once it is here, not found once nothing more comes.
  useEffect(() => {
    for (const [sectionId, resolve] of waiters.current) {
      const here = current.sections.some((section) => section.id === sectionId);
      if (here || failed || loadedParts >= totalParts) {
        waiters.current.delete(sectionId);
        resolve(here);
      }
    }
  }, [current.sections, failed, loadedParts, totalParts]);

  const ensureSection = useCallback(
    (sectionId: string) => {
      const partOf = (id: string) =>
        first.parts?.outline.find((section) => section.id === id)?.part ?? 1;
      if (current.sections.some((section) => section.id === sectionId)) {
        return Promise.resolve(true);
      }
      setUrgentPart((part) => Math.max(part, partOf(sectionId)));
      if (failed) setState((previous) => ({ ...previous, failed: false }));
      return new Promise<boolean>((resolve) => waiters.current.set(sectionId, resolve));
    },
    [current.sections, failed, first],
  );

  const retry = useCallback(() => setState((previous) => ({ ...previous, failed: false })), []);

  return {
    sections: current.sections,
    outline,
    status: failed ? 'failed' : loadedParts >= totalParts ? 'complete' : 'loading',
    retry,
    ensureSection,
  };
}
