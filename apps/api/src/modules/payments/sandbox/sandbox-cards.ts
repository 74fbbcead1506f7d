/**
 * The sandbox's test cards. Like a real gateway's test mode, the card number alone decides
 * what happens; every other number that passes the card rules is approved.
 */
export type CardBehaviour =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'processing_error'
  | 'challenge'
  | 'capture_refused';

const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
  '4000000000003220': 'challenge',
  // Authorised, but the capture is refused later, as for an authorisation that has expired.
  '4000000000000341': 'capture_refused',
};

export function behaviourOf(cardNumber: string): CardBehaviour {
  return TEST_CARDS[cardNumber.replace(/ /g, '')] ?? 'approve';
}

/** The failure code a card's immediate outcome carries; null when it is approved or challenged. */
export function failureOf(behaviour: CardBehaviour): string | null {
  switch (behaviour) {
    case 'decline':
      return 'card_declined';
    case 'insufficient_funds':
      return 'insufficient_funds';
    case 'processing_error':
      return 'processing_error';
    default:
      return null;
  }
}
