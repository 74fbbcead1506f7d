import { formatCountBadge } from '@souk/core';
import { useSyncExternalStore, type ComponentType } from 'react';
import { NavLink, useParams, useRouteLoaderData } from 'react-router';
import { activeOrderCount } from '#app/features/account/session/active-order-count.ts';
import type { SimpleKey } from '#app/i18n/types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { Icon, UserIcon, type IconProps } from '#app/ui/icons.tsx';
import { focusRing } from '#app/ui/styles.ts';

const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />
  </Icon>
);

const HeartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20Z" />
  </Icon>
);

export const ReceiptIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);

interface Item {
  to: string;
  label: SimpleKey;
  Icon: ComponentType<IconProps>;
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
  const count = useSyncExternalStore(activeOrderCount.subscribe, activeOrderCount.get, () => null);
  // The count belongs to whoever was signed in when it loaded: nothing shows once signed out.
  const activeOrders = signedIn ? (count ?? 0) : 0;
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
