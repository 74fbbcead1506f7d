import type { MouseEvent } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { BackIcon, NextIcon } from '#app/ui/browsing-icons.tsx';

/** Scrolls the carousel's list (the arrows' sibling) by most of its width. */
function slide(event: MouseEvent<HTMLButtonElement>, direction: number) {
  const list = event.currentTarget.parentElement?.querySelector('ul');
  // scrollBy is physical: in RTL "next" moves to the left.
  if (list)
    list.scrollBy({
      left: direction * list.clientWidth * 0.8 * (list.matches(':dir(rtl)') ? -1 : 1),
    });
}

/**
 * The carousel's next/back buttons. Swiping works without them, so their code waits until the
 * page is idle (banner-carousel.tsx), out of the home's first load.
 */
export function BannerArrows() {
  const { t } = useTranslator();
  return (
    <>
      <button
        type="button"
        onClick={(event) => slide(event, -1)}
        aria-label={t('banner.previous')}
        className="banner-arrow -start-3"
      >
        <BackIcon />
      </button>
      <button
        type="button"
        onClick={(event) => slide(event, 1)}
        aria-label={t('banner.next')}
        className="banner-arrow -end-3"
      >
        <NextIcon />
      </button>
    </>
  );
}
