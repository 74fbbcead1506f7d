import { Icon as BaseIcon, type IconProps } from '#app/ui/icons.tsx';

/** The shared 24×24 icon, drawn a little bolder for the catalog's buttons and badges. */
function Icon(props: IconProps) {
  return <BaseIcon strokeWidth="2" {...props} />;
}

export const StarIcon = (p: IconProps) => (
  <Icon fill="currentColor" strokeWidth="1" {...p}>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3Z" />
  </Icon>
);

export const TimerIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2.5M9 2h6" />
  </Icon>
);

export const ScooterIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6" cy="17" r="2.5" />
    <circle cx="18" cy="17" r="2.5" />
    <path d="M8.5 17h7M14 6h2l2.5 8.5M16 9h-4l-2 5H6.5" />
  </Icon>
);

export const BasketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9h16l-1.5 10.5a1.7 1.7 0 0 1-1.7 1.5H7.2a1.7 1.7 0 0 1-1.7-1.5L4 9Z" />
    <path d="m8 9 4-6 4 6" />
  </Icon>
);

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

/** Points back against the reading direction (mirrored in RTL). */
export const BackArrowIcon = ({ className = '', ...p }: IconProps) => (
  <Icon className={`rtl:-scale-x-100 ${className}`} {...p}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
);
