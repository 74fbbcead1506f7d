import { lazy, Suspense, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useOnline } from '../hooks/use-online.ts';
import { OfflineError } from './offline-error.tsx';

/**
 * The per-status error screens are code most visits never run, so they load when an error
 * shows. The offline screen stays in the page's own code: it must render with no network.
 * Should the screens themselves fail to load, the connection is the likely cause, so the
 * offline screen stands in (its "try again" reloads the page, which loads them afresh).
 */
function orOfflineScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: ReloadOfflineError }),
    ),
  );
}

function ReloadOfflineError() {
  return <OfflineError onRetry={() => window.location.reload()} />;
}

const RouteErrorView = orOfflineScreen(() => import('./route-error.tsx').then((m) => m.RouteError));
const ServerErrorView = orOfflineScreen(() =>
  import('./error-views.tsx').then((m) => m.ServerError),
);

/** Error boundary content: the offline screen, or the screen of the error's status. */
export function RouteError() {
  const online = useOnline();
  const navigate = useNavigate();
  const { locale } = useTranslator();
  if (!online) return <OfflineError onRetry={() => void navigate(`/${locale}`)} />;
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}

export function ServerError(props: { status: number; retry?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ServerErrorView {...props} />
    </Suspense>
  );
}
