import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useModal } from '#app/lib/modals/use-modal.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { useHomeData } from '../home-data.ts';
import { readHomeFilters, withCategories } from '../home-filters.ts';
import { optionRow } from './option-styles.ts';

/**
 * Spec 1 §2 MainFilter: pick categories (the tree's children, grouped by root); vendors that
 * match any picked one stay (spec 1 §4). Applied on "Show results", so the list reloads once.
 */
export default function MainFilter(_: ModalBodyProps) {
  const { t, plural } = useTranslator();
  const { search } = useLocation();
  const { closeWith } = useModal();
  const home = useHomeData();
  const [picked, setPicked] = useState(
    () => new Set(readHomeFilters(new URLSearchParams(search)).categories),
  );
  const tree = home?.categories.tree ?? [];

  const toggle = (id: string) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const apply = () => closeWith((params) => withCategories(params, [...picked]));

  return (
    <div className="flex h-full flex-col">
      <div className="flex-1 space-y-5 p-4">
        {tree.map((root) => (
          <fieldset key={root.id}>
            <legend className="mb-2 font-semibold text-muted">{root.name}</legend>
            <div className="flex flex-wrap gap-2">
              {root.children.map((child) => (
                <button
                  key={child.id}
                  type="button"
                  aria-pressed={picked.has(child.id)}
                  data-testid="category-option"
                  onClick={() => toggle(child.id)}
                  className={`${optionRow} w-auto rounded-full`}
                >
                  {child.name}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="sticky bottom-0 flex items-center gap-2 border-t border-line bg-surface p-4">
        <button type="button" className={ghostButton} onClick={() => setPicked(new Set())}>
          {t('filters.reset')}
        </button>
        <span role="status" className="flex-1 text-center text-sm text-muted">
          {plural('filters.picked', picked.size)}
        </span>
        <button
          type="button"
          data-testid="main-filter-apply"
          className={primaryButton}
          onClick={apply}
        >
          {t('filters.apply')}
        </button>
      </div>
    </div>
  );
}
