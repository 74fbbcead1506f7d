import type { CustomerMe } from '@souk/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { searchAfterClose } from '#app/lib/modals/closing-rules.ts';
import { searchString, searchWithModal } from '#app/lib/modals/modal-link.ts';
import type { ModalName } from '#app/lib/modals/modal-names.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { nextAccountLists } from '../session/load-account-lists.ts';
import type { SendCodeErrorKey } from './auth-errors.ts';
import { authStep, modalForStep } from './auth-progress.ts';

/** A toast the next step shows: the modal that raised it is gone by then. */
export type AuthToast = SendCodeErrorKey;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The toast a previous step handed over in the history state, if any. */
export function handedOverToast(state: unknown): AuthToast | null {
  if (!isRecord(state) || typeof state.authToast !== 'string') return null;
  const key = state.authToast;
  return key === 'auth.timeLimit' || key === 'auth.rateLimit' ? key : null;
}

/**
 * Moves between the sign-in modals without piling history entries (each step replaces the
 * last), and decides where a fresh sign-in goes next (spec 1 §4): the user is reloaded, then
 * the account's lists in parallel (addresses among them); no name → AuthNameModal; no address
 * → AuthAddressModal; else the modal query is cleared.
 */
export function useAuthFlow() {
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const config = useRootData()?.clientConfig;

  const goTo = useCallback(
    (name: ModalName, toast?: AuthToast) => {
      const search = searchWithModal(new URLSearchParams(location.search), name);
      const state: unknown = location.state;
      void navigate(
        { search: searchString(search) },
        {
          replace: true,
          preventScrollReset: true,
          state: toast ? { ...(isRecord(state) ? state : {}), authToast: toast } : state,
        },
      );
    },
    [location.search, location.state, navigate],
  );

  const finish = useCallback(() => {
    const search = searchAfterClose(new URLSearchParams(location.search), 'AuthModal');
    void navigate({ search: searchString(search) }, { replace: true, preventScrollReset: true });
  }, [location.search, navigate]);

  const continueAfterSignIn = useCallback(
    async (customer: CustomerMe) => {
      // The user first; the root then loads the account's lists for it, which this waits for.
      const [lists] = await Promise.all([config ? nextAccountLists() : null, revalidate()]);
      // Null when the list cannot be had: the address step is then skipped, not forced.
      const count = lists?.addresses?.length ?? null;
      const next = modalForStep(
        authStep({
          started: true,
          signedIn: true,
          codePending: false,
          hasName: Boolean(customer.name),
          addressCount: count,
        }),
      );
      if (next) goTo(next);
      else finish();
    },
    [config, revalidate, goTo, finish],
  );

  return { goTo, finish, continueAfterSignIn };
}
