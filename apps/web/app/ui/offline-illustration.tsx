import { accent, Frame, primary, soft } from './illustration-frame.tsx';

/**
 * A crossed-out signal: offline. Apart from the other illustrations because the offline screen
 * fetches it ahead, once the page is idle (it cannot once the network is gone); the others load
 * with the screens that use them.
 */
export const OfflineIllustration = () => (
  <Frame>
    <circle cx="80" cy="58" r="46" fill={soft} />
    <g fill="none" stroke={primary} strokeWidth="6" strokeLinecap="round">
      <path d="M48 54a46 46 0 0 1 64 0" />
      <path d="M58 66a30 30 0 0 1 44 0" />
      <path d="M68 78a14 14 0 0 1 24 0" />
    </g>
    <circle cx="80" cy="90" r="5" fill={primary} />
    <path d="M50 34l60 64" stroke={accent} strokeWidth="6" strokeLinecap="round" />
  </Frame>
);
