import type { CatalogCategory } from '@souk/contracts';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { focusRing } from '#app/ui/styles.ts';
import { useActiveSection } from '../hooks/use-active-section.ts';
import type { NavSection } from '../hooks/use-catalog-parts.ts';

export const sectionElementId = (sectionId: string) => `section-${sectionId}`;

/** The site header's height: the bar sticks right under it (`top-16`). */
const SITE_HEADER_PX = 64;
/** Breathing room between the stuck bar and a section heading scrolled to. */
const HEADING_GAP_PX = 8;

interface SectionNavProps {
  sections: readonly NavSection[];
  catalogCategories: readonly CatalogCategory[];
  /** Spacing from the page; the bar must sit directly in the page so it can stay stuck. */
  className?: string;
  /** For a long menu that comes in parts: brings a section not on the page yet. */
  ensureSection?: (sectionId: string) => Promise<boolean>;
}

function scrollToSection(
  event: MouseEvent<HTMLAnchorElement>,
  sectionId: string,
  offsetPx: number,
  ensureSection: SectionNavProps['ensureSection'],
) {
  const target = document.getElementById(sectionElementId(sectionId));
  if (!target) {
    if (!ensureSection) return;
    event.preventDefault();
    void ensureSection(sectionId).then((found) => {
      // One frame for React to put the section on the page.
      if (found) requestAnimationFrame(() => scrollToElement(sectionId, offsetPx));
    });
    return;
  }
  event.preventDefault();
  scrollToElement(sectionId, offsetPx);
}

function scrollToElement(sectionId: string, offsetPx: number) {
  const target = document.getElementById(sectionElementId(sectionId));
  if (!target) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The bar is one or two rows high, so the landing line is measured, not a fixed scroll margin.
  const top = target.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  // Keep the URL shareable without adding a history entry per tap.
  history.replaceState(history.state, '', `#${sectionElementId(sectionId)}`);
  target.focus({ preventScroll: true });
}

const tabClass = (active: boolean) =>
  `${focusRing} inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition aria-busy:animate-pulse ${
    active ? 'bg-ink text-surface' : 'bg-canvas text-ink hover:bg-line'
  }`;

/**
 * Sticky section tabs (spec 1 §2 vendor page): they follow scrolling, and a tap scrolls to the
 * section. Plain `#section-…` links, so they work before the page has hydrated too (a tab of a
 * section still to come waits for the page's code, busy meanwhile). With catalog categories
 * ("Fresh", "Pantry"), a first row jumps to a category's first section.
 */
export function SectionNav({
  sections,
  catalogCategories,
  className = '',
  ensureSection,
}: SectionNavProps) {
  const { t } = useTranslator();
  const ids = sections.map((section) => sectionElementId(section.id));
  const [landingPx, setLandingPx] = useState(SITE_HEADER_PX + 64);
  const activeId = useActiveSection(ids, landingPx);
  const activeSection = sections.find((section) => sectionElementId(section.id) === activeId);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => setLandingPx(SITE_HEADER_PX + bar.offsetHeight + HEADING_GAP_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // Keep the active tab centred in its horizontally scrolling list. scrollIntoView would
    // also scroll the page itself, so only the list moves (visual coordinates: RTL-safe).
    const tab = barRef.current?.querySelector<HTMLElement>(
      '[data-testid="section-tab"][aria-current="true"]',
    );
    const list = tab?.closest('ul');
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    const delta = tabBox.left + tabBox.width / 2 - (listBox.left + listBox.width / 2);
    list.scrollBy({ left: delta, behavior: 'smooth' });
  }, [activeId]);

  const categories = catalogCategories.filter((category) =>
    sections.some((section) => section.catalogCategoryId === category.id),
  );
  if (sections.length < 2 && categories.length < 2) return null;

  return (
    <div
      ref={barRef}
      data-testid="section-nav"
      className={`sticky top-16 z-20 border-b border-line bg-surface/95 backdrop-blur ${className}`}
    >
      {categories.length > 1 && (
        <nav aria-label={t('catalogue.categoriesLabel')} className="mx-auto max-w-6xl px-4 pt-2">
          <ul className="flex gap-4 overflow-x-auto [scrollbar-width:none]">
            {categories.map((category) => {
              const first = sections.find((section) => section.catalogCategoryId === category.id);
              const active = activeSection?.catalogCategoryId === category.id;
              if (!first) return null;
              return (
                <li key={category.id}>
                  <a
                    href={`#${sectionElementId(first.id)}`}
                    onClick={(event) => scrollToSection(event, first.id, landingPx, ensureSection)}
                    aria-current={active ? 'true' : undefined}
                    className={`${focusRing} inline-flex min-h-11 items-center border-b-2 px-1 text-base font-bold whitespace-nowrap aria-busy:animate-pulse ${
                      active ? 'border-primary text-ink' : 'border-transparent text-muted'
                    }`}
                  >
                    {category.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <nav aria-label={t('catalogue.sectionsLabel')} className="mx-auto max-w-6xl px-4 py-1.5">
        <ul className="flex gap-2 overflow-x-auto py-0.5 [scrollbar-width:none]">
          {sections.map((section) => {
            const id = sectionElementId(section.id);
            return (
              <li key={section.id}>
                <a
                  href={`#${id}`}
                  data-testid="section-tab"
                  onClick={(event) => scrollToSection(event, section.id, landingPx, ensureSection)}
                  aria-current={id === activeId ? 'true' : undefined}
                  className={tabClass(id === activeId)}
                >
                  {section.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
