import type { LocaleCode } from '@souk/contracts';
import { useLocation, useNavigate } from 'react-router';
import { searchAfterClose, searchString } from '#app/lib/modals/closing-rules.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { rememberLocale } from '#app/lib/remember-locale.ts';
import { switchLocalePath } from '#app/lib/language-choice.ts';
import { LanguagesList } from './languages-list.tsx';

/**
 * `?modal=LanguagesList` (spec 1 §2 "Languages list … Selecting one switches the locale and
 * closes the list"): the same list as /menu/languages, over the current page. The choice
 * reopens this page under the new prefix without the modal; the list waits its 100 ms first.
 */
export default function LanguagesModal(_: ModalBodyProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const choose = (code: LocaleCode) => {
    rememberLocale(code);
    const rest = searchString(searchAfterClose(new URLSearchParams(search), 'LanguagesList'));
    // Replace: Back must not reopen the list, nor the page in the old language.
    void navigate(`${switchLocalePath(pathname, code)}${rest}${hash}`, { replace: true });
  };
  return (
    <div className="p-5">
      <LanguagesList onChosen={choose} />
    </div>
  );
}
