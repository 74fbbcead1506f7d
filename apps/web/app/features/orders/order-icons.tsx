import { Icon, type IconProps } from '#app/ui/icons.tsx';

/** A till receipt: the orders' empty states. */
export const OrdersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);
