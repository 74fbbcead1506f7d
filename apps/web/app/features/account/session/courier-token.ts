/** Spec 1 §6 / §9: the courier's token is kept locally as courier_authorization_token. */
const COURIER_TOKEN_KEY = 'courier_authorization_token';

export function saveCourierToken(token: string): void {
  localStorage.setItem(COURIER_TOKEN_KEY, token);
}
