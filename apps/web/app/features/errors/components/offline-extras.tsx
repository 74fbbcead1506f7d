import { OfflineIllustration } from '#app/ui/offline-illustration.tsx';
import { NativeCloseButton } from './native-close-button.tsx';

/**
 * What the offline screen shows beyond its words and Try again, fetched ahead once the page is
 * idle (it cannot be once the network is gone): the picture, and in Souk's native app the close
 * button every error page has there (spec 1 §2). The app's files are on the device, so there
 * this part is at hand even when the page went offline before it was fetched.
 */
export function OfflineExtras() {
  return (
    <>
      <OfflineIllustration />
      {/* After the screen's own buttons, as on the other error pages. */}
      <div className="order-last">
        <NativeCloseButton />
      </div>
    </>
  );
}
