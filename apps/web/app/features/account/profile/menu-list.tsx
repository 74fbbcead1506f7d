import { NavLink } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ChevronIcon } from '#app/ui/icons.tsx';
import { focusRing } from '#app/ui/styles.ts';
import type { MenuItem } from './menu-items.ts';

/** Spec 1 §2 "Menu list": links into the profile area, with counts and the language name. */
export function MenuList({ items }: { items: MenuItem[] }) {
  const { t, locale } = useTranslator();
  const numbers = new Intl.NumberFormat(locale);
  return (
    <nav aria-label={t('menu.label')}>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={`/${locale}/menu/${item.path}`}
              data-testid={`menu-item-${item.id}`}
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
