import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 6h16M4 12h16M4 18h16" /></Icon>
);
export const PersonIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" /></Icon>
);
export const ArrowLeftIcon = (p: IconProps) => (
  <Icon {...p}><path d="M19 12H5M12 19l-7-7 7-7" /></Icon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}><path d="M15 18l-6-6 6-6" /></Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}><path d="M9 18l6-6-6-6" /></Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}><path d="M20 6L9 17l-5-5" /></Icon>
);
export const LockIcon = (p: IconProps) => (
  <Icon {...p}><rect x="4" y="11" width="16" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></Icon>
);
export const SparkIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 2l2.4 6.6L21 11l-6.6 2.4L12 20l-2.4-6.6L3 11l6.6-2.4z" /></Icon>
);
export const CardsIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="6" width="13" height="15" rx="2" /><path d="M8 3h11a2 2 0 0 1 2 2v13" /></Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 3v12M7 10l5 5 5-5M4 20h16" /></Icon>
);
/** A card with a plus: 'Add to my deck'. */
export const AddToDeckIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="6" width="13" height="15" rx="2" /><path d="M8 3h11a2 2 0 0 1 2 2v13M9.5 10v7M6 13.5h7" /></Icon>
);
export const GrowthIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 21V10M12 10c0-4 3-7 8-7 0 5-3 7-8 7zM12 14c0-3-2.5-5-7-5 0 4 2.5 5 7 5z" /></Icon>
);
export const PeopleIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="9" cy="8" r="3.5" /><circle cx="17" cy="9" r="2.5" /><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M15.5 14.2c3 0 5.5 2 5.5 5.3" /></Icon>
);
export const FacebookIcon = (p: IconProps) => (
  <Icon {...p}><path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V9H6.5v3.5H9V21h3.5v-8.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" /></Icon>
);
export const TwitterIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 4l16 16M20 4L4 20" /></Icon>
);
export const TikTokIcon = (p: IconProps) => (
  <Icon {...p}><path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" /></Icon>
);
export const ShareIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" /></Icon>
);
export const ShuffleIcon = (p: IconProps) => (
  <Icon {...p}><path d="M16 3h5v5M4 20L21 3M21 16v5h-5M15 15l6 6M4 4l5 5" /></Icon>
);
export const PauseIcon = (p: IconProps) => (
  <Icon {...p}><path d="M9 5v14M15 5v14" /></Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}><path d="M7 4.5v15l12-7.5z" /></Icon>
);
export const SkipFirstIcon = (p: IconProps) => (
  <Icon {...p}><path d="M6 5v14M18 6l-8 6 8 6" /></Icon>
);
export const SkipLastIcon = (p: IconProps) => (
  <Icon {...p}><path d="M18 5v14M6 6l8 6-8 6" /></Icon>
);
export const HelpIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" /></Icon>
);
/** A bookmark: outlined, or filled when what it marks is saved. */
export const BookmarkIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p}><path d="M6 3h12v18l-6-4.5L6 21z" fill={filled ? "currentColor" : "none"} /></Icon>
);
