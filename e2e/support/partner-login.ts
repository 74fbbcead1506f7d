/**
 * The partner login the shared end-to-end server trusts (e2e/support/global-setup.ts): the
 * partner 'souk' signs its webview tokens with an ES256 key made for the run, whose private
 * half the tests receive as `inject('partnerLoginKey')`.
 */
/** The audience partner tokens must name; set explicitly since the server's port is random. */
export const PARTNER_LOGIN_AUDIENCE = 'souk-e2e-webview';
/** The `kid` of the run's partner login key. */
export const PARTNER_LOGIN_KID = 'e2e';
