import { Icon, type IconProps } from './icons.tsx';

/**
 * Plus and minus for counters and add buttons (the stepper, a product's add button), drawn a
 * little bolder than the header's icons. Kept out of icons.tsx, which every page loads.
 */
const BoldIcon = (props: IconProps) => <Icon strokeWidth="2" {...props} />;

export const PlusIcon = (p: IconProps) => (
  <BoldIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </BoldIcon>
);

export const MinusIcon = (p: IconProps) => (
  <BoldIcon {...p}>
    <path d="M5 12h14" />
  </BoldIcon>
);
