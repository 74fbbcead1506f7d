interface ImportMetaEnv {
  /**
   * The API's origin when the page is not served by it (Souk's native app: set when the app's
   * storefront is built); '' when the page's own origin serves the API.
   */
  readonly SOUK_API_ORIGIN: string;
}
