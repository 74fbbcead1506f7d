import { accent, Frame, primary, soft } from './illustration-frame.tsx';

/** A shopping bag: empty lists and "coming soon". */
export const BagIllustration = () => (
  <Frame>
    <circle cx="80" cy="58" r="46" fill={soft} />
    <path d="M52 46h56l-5 56H57Z" fill={primary} />
    <path d="M66 52V40a14 14 0 0 1 28 0v12" fill="none" stroke={accent} strokeWidth="5" />
    <circle cx="70" cy="70" r="3" fill="white" />
    <circle cx="90" cy="70" r="3" fill="white" />
    <path d="M70 82q10 8 20 0" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" />
  </Frame>
);

/** A map pin over a lost path: 404. */
export const LostIllustration = () => (
  <Frame>
    <circle cx="80" cy="58" r="46" fill={soft} />
    <path
      d="M30 96c20-10 30 4 50-6s26-2 50-12"
      fill="none"
      stroke={accent}
      strokeWidth="4"
      strokeDasharray="2 9"
      strokeLinecap="round"
    />
    <path d="M80 88s-22-19-22-36a22 22 0 0 1 44 0c0 17-22 36-22 36Z" fill={primary} />
    <text x="80" y="59" textAnchor="middle" fontSize="20" fontWeight="700" fill="white">
      ?
    </text>
  </Frame>
);

/** An unplugged cable: 5xx. */
export const UnpluggedIllustration = () => (
  <Frame>
    <circle cx="80" cy="58" r="46" fill={soft} />
    <path d="M20 70h34" stroke={accent} strokeWidth="6" strokeLinecap="round" />
    <rect x="50" y="58" width="20" height="24" rx="5" fill={primary} />
    <path d="M70 64h8M70 76h8" stroke={primary} strokeWidth="4" strokeLinecap="round" />
    <rect x="92" y="58" width="20" height="24" rx="5" fill={primary} />
    <path d="M112 70h28" stroke={accent} strokeWidth="6" strokeLinecap="round" />
    <path
      d="M84 44l-4 8M96 46l-8 6M72 46l6 7"
      stroke={accent}
      strokeWidth="3"
      strokeLinecap="round"
    />
  </Frame>
);
