import { Icon, type IconProps } from '#app/ui/icons.tsx';

export const BasketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 9h14l-1.4 10.2a1 1 0 0 1-1 .8H7.4a1 1 0 0 1-1-.8Z" />
    <path d="M9 9V7a3 3 0 0 1 6 0v2" />
  </Icon>
);

export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);
