import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { Dialog } from '#app/ui/dialog.tsx';
import { MODAL_REGISTRY } from './modal-registry.ts';
import { useModal } from '#app/lib/modals/use-modal.ts';

function BodySkeleton() {
  const { t } = useTranslator();
  return (
    <div role="status" aria-label={t('modal.loading')} className="space-y-3 p-5">
      <div className="h-11 animate-pulse rounded-xl bg-canvas" />
      <div className="h-11 animate-pulse rounded-xl bg-canvas" />
      <div className="h-11 w-2/3 animate-pulse rounded-xl bg-canvas" />
    </div>
  );
}

/** The open modal's dialog; loaded only once a page has `?modal=` in its URL. */
export default function ModalView() {
  const { t } = useTranslator();
  const { name, close } = useModal();
  const { search } = useLocation();
  const entry = name ? MODAL_REGISTRY[name] : undefined;
  if (!name || !entry) return null;
  const { Body } = entry;
  const titleKey = entry.titleKeyFor?.(new URLSearchParams(search)) ?? entry.titleKey;
  const body = <Body close={close} />;
  return (
    <Dialog
      key={name}
      title={t(titleKey)}
      closeLabel={t('modal.close')}
      onClose={close}
      placement={entry.placement}
      dismissOnOutsideClick={entry.dismissOnOutsideClick}
      testId={`modal-${name}`}
    >
      {/* Without a boundary of its own a loading body holds the whole dialog back (the host's). */}
      {entry.opensWithBody ? body : <Suspense fallback={<BodySkeleton />}>{body}</Suspense>}
    </Dialog>
  );
}
