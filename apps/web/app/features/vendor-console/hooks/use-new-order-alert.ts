import { useEffect, useRef } from 'react';
import type { BoardOrder } from '@souk/contracts/vendor-console';

/**
 * A new order must be noticed in a busy kitchen: the tab's title carries the count of new orders
 * ("(2) …"), and a short chime plays whenever an order the board had not shown before arrives.
 * The chime is synthesised (Web Audio), so no sound file ships; browsers allow it once the page
 * was interacted with, which signing in is.
 */
export function useNewOrderAlert(orders: readonly BoardOrder[] | null, title: string): number {
  const seen = useRef<Set<string> | null>(null);
  const newOrders = orders?.filter((order) => order.column === 'new') ?? [];
  const count = newOrders.length;

  useEffect(() => {
    document.title = count > 0 ? `(${count}) ${title}` : title;
  }, [count, title]);

  useEffect(() => {
    if (!orders) return;
    const ids = new Set(newOrders.map((order) => order.orderId));
    const previous = seen.current;
    seen.current = ids;
    // The first board is what the kitchen finds on opening: not news.
    if (previous && [...ids].some((id) => !previous.has(id))) chime();
  });

  return count;
}

function chime(): void {
  const AudioCtor = window.AudioContext;
  if (typeof AudioCtor !== 'function') return;
  try {
    const audio = new AudioCtor();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + index * 0.15);
      tone.stop(audio.currentTime + 0.6);
    }
    window.setTimeout(() => void audio.close(), 1_000);
  } catch {
    // No audio device or a refused autoplay: the badge still tells.
  }
}
