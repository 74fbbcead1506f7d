import { formatCountBadge } from '@souk/core';
import type { ComponentType, SVGProps } from 'react';
import { NavLink, useParams, useRouteLoaderData } from 'react-router';
import type { SimpleKey } from '#app/i18n/types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { HeartIcon, HomeIcon, ReceiptIcon, UserIcon } from '#app/ui/icons.tsx';
import { focusRing } from '#app/ui/styles.ts';

interface Item {
  to: string;
  label: SimpleKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  badge?: number;
  end?: boolean;
}

/** The locality page's `uiFlow`, when a locality page is open. */
function useUiFlow(): string | undefined {
  const data: unknown = useRouteLoaderData('locality-home');
  if (typeof data !== 'object' || data === null || !('locality' in data)) return undefined;
  const { locality }: { locality: unknown } = data;
  return typeof locality === 'object' && locality !== null && 'uiFlow' in locality
    ? String(locality.uiFlow)
    : undefined;
}

/** Spec 1 §2 "Mobile bottom navigation", below 768 px only. */
export function BottomNav() {
  const { t, plural, locale } = useTranslator();
  const { localityCode } = useParams();
  const signedIn = useRootData()?.signedIn ?? false;
  const uiFlow = useUiFlow();
  const activeOrders = 0; // filled by the orders issue
  const home = localityCode ? `/${locale}/${localityCode}` : `/${locale}`;

  const items: Item[] = [
    { to: home, label: 'nav.home', Icon: HomeIcon, end: true },
    ...(signedIn && uiFlow === 'DEFAULT'
      ? [{ to: `/${locale}/menu/favorites`, label: 'nav.favorites' as const, Icon: HeartIcon }]
      : []),
    { to: `/${locale}/menu/orders`, label: 'nav.orders', Icon: ReceiptIcon, badge: activeOrders },
    { to: `/${locale}/menu`, label: 'nav.profile', Icon: UserIcon, end: true },
  ];

  return (
    <nav
      aria-label={t('nav.label')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {items.map(({ to, label, Icon, badge, end }) => (
          <li key={label} className="flex-1">
            <NavLink
              to={to}
              end={end}
              data-testid={`bottom-nav-${label.slice(4)}`}
              className={`${focusRing} flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium text-muted aria-[current=page]:text-primary`}
            >
              <span className="relative">
                <Icon />
                {badge ? (
                  <span className="absolute -end-2 -top-1 min-w-5 rounded-full bg-accent px-1 text-center text-[0.65rem] leading-5 font-bold text-white">
                    {formatCountBadge(badge)}
                  </span>
                ) : null}
              </span>
              {t(label)}
              {badge ? <span className="sr-only">{plural('nav.activeOrders', badge)}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
