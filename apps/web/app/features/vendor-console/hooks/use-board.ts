import { useCallback, useEffect, useRef, useState } from 'react';
import type { VendorBoard } from '@souk/contracts/vendor-console';
import type { VendorCalls } from '../api/vendor-calls.ts';
import { isUnauthorized } from '../console-errors.ts';

/**
 * The board is read again every few seconds (decision 019): it is one short list per vendor, a
 * poll needs no server state and comes back by itself after a lost connection or a restarted
 * server; the tracking sockets are per order and belong to customers.
 */
const BOARD_POLL_MS = 4_000;

export interface BoardState {
  board: VendorBoard | null;
  /** The staff session ended (or never was): show the sign-in. */
  signedOut: boolean;
  /** Reads the board now, after an action, without waiting for the next poll. */
  refresh(): Promise<void>;
}

export function useBoard(calls: VendorCalls, vendorId: string): BoardState {
  const [board, setBoard] = useState<VendorBoard | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      setBoard(await calls.board(vendorId, controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      // A failed poll keeps the last board on screen; the next one tries again.
      if (isUnauthorized(error)) setSignedOut(true);
    }
  }, [calls, vendorId]);

  useEffect(() => {
    const first = window.setTimeout(() => void refresh(), 0);
    const timer = window.setInterval(() => void refresh(), BOARD_POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [refresh]);

  return { board, signedOut, refresh };
}
