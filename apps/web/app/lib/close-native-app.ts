interface AppBridgeWindow {
  Capacitor?: { Plugins?: { App?: { exitApp?: () => unknown } } };
}

/**
 * The error page's close button in the native app (spec 1 §2): the shell's App plugin closes
 * the app (Android); where it cannot (iOS refuses, an old shell lacks it), the page goes home,
 * which is as close to closing as a web view gets.
 */
export function closeNativeApp(win: Window, home: string): void {
  const exitApp = (win as Window & AppBridgeWindow).Capacitor?.Plugins?.App?.exitApp;
  const goHome = () => win.location.assign(home);
  if (typeof exitApp !== 'function') return goHome();
  Promise.resolve()
    .then(() => exitApp())
    .catch(goHome);
}
