import type { MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ChevronIcon } from '#app/ui/icons.tsx';
import { focusRing } from '#app/ui/styles.ts';
import type { MenuItem } from './menu-items.ts';

/** Below spec 1 §9's 768 px desktop width the side bar is the whole screen (spec 1 §2). */
const SMALL_SCREEN = '(max-width: 767px)';

/**
 * Spec 1 §2 "Menu list": links into the profile area, with counts and the language name. On a
 * small screen an entry with a modal (the languages list) opens it over the menu instead; the
 * link still goes to its page before the script has loaded and on wide screens.
 */
export function MenuList({ items }: { items: MenuItem[] }) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const navigate = useNavigate();
  const numbers = new Intl.NumberFormat(locale);
  const openAsModal = (item: MenuItem, event: MouseEvent) => {
    if (!item.smallScreenModal || !window.matchMedia(SMALL_SCREEN).matches) return;
    event.preventDefault();
    const link = modalLink(search, item.smallScreenModal);
    void navigate(link.to, { state: link.state, preventScrollReset: true });
  };
  return (
    <nav aria-label={t('menu.label')}>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={`/${locale}/menu/${item.path}`}
              data-testid={`menu-item-${item.id}`}
              onClick={(event) => openAsModal(item, event)}
              className={`${focusRing} flex min-h-12 items-center gap-3 px-4 py-2 hover:bg-canvas aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold`}
            >
              <span className="min-w-0 flex-1 truncate">{t(item.label)}</span>
              {item.detail !== undefined && (
                <span data-testid={`menu-detail-${item.id}`} className="text-sm text-muted">
                  {typeof item.detail === 'number' ? numbers.format(item.detail) : item.detail}
                </span>
              )}
              <ChevronIcon
                aria-hidden="true"
                className="size-4 -rotate-90 text-muted rtl:rotate-90"
              />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
