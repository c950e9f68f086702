import type { SVGProps } from 'react';

/** Line icons drawn on a 24-unit grid; decorative, so hidden from screen readers (buttons carry labels). */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const MenuIcon = () => <Icon><path d="M3 6h18M3 12h18M3 18h18" /></Icon>;
export const SearchIcon = () => <Icon><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></Icon>;
export const BagIcon = () => <Icon><path d="M5 8h14l-1 12H6L5 8Z" /><path d="M9 8V6a3 3 0 0 1 6 0v2" /></Icon>;
export const HeartIcon = () => <Icon><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" /></Icon>;
export const UserIcon = () => <Icon><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></Icon>;
export const CloseIcon = () => <Icon><path d="M6 6l12 12M18 6 6 18" /></Icon>;
export const HomeIcon = () => <Icon><path d="M3 11 12 4l9 7" /><path d="M5 10v10h14V10" /></Icon>;
export const ShopIcon = () => <Icon><path d="M4 7h16l-1.5 13h-13L4 7Z" /><path d="M8 7a4 4 0 0 1 8 0" /></Icon>;
export const HangerIcon = () => <Icon><path d="M12 7a2 2 0 1 1 2-2c0 1-2 1.5-2 3" /><path d="M12 8 3 16h18l-9-8Z" /></Icon>;
export const TruckIcon = () => <Icon><path d="M2 6h12v10H2zM14 10h4l4 3v3h-8z" /><circle cx="6" cy="18" r="2" /><circle cx="18" cy="18" r="2" /></Icon>;
export const ShieldIcon = () => <Icon><path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" /><path d="m9 12 2 2 4-4" /></Icon>;
export const ReturnIcon = () => <Icon><path d="M9 14 4 9l5-5" /><path d="M4 9h10a6 6 0 0 1 0 12h-3" /></Icon>;
export const ChevronDownIcon = () => <Icon width="16" height="16"><path d="m6 9 6 6 6-6" /></Icon>;
export const ChevronRightIcon = () => <Icon width="16" height="16"><path d="m9 6 6 6-6 6" /></Icon>;
export const TrashIcon = () => <Icon width="18" height="18"><path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" /></Icon>;
export const PhoneIcon = () => <Icon width="18" height="18"><path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" /></Icon>;
export const MailIcon = () => <Icon width="18" height="18"><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></Icon>;
export const PinIcon = () => <Icon width="18" height="18"><path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" /><circle cx="12" cy="9" r="2.5" /></Icon>;
export const ClockIcon = () => <Icon width="18" height="18"><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></Icon>;
export const WhatsAppIcon = () => <Icon width="18" height="18"><path d="M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20Z" /><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2-1.5 1Z" /></Icon>;

/** Brand marks for the footer's social links. */
export const SocialIcon = ({ platform }: { platform: string }) => {
  switch (platform.toLowerCase()) {
    case 'facebook':
      return <Icon><path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z" /></Icon>;
    case 'instagram':
      return <Icon><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" /></Icon>;
    case 'twitter':
      return <Icon><path d="M4 4l16 16M20 4 4 20" /></Icon>;
    case 'youtube':
      return <Icon><rect x="2" y="5" width="20" height="14" rx="4" /><path d="m10 9 5 3-5 3V9Z" fill="currentColor" /></Icon>;
    case 'linkedin':
      return <Icon><rect x="3" y="3" width="18" height="18" rx="2" /><path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" /></Icon>;
    default:
      return <Icon><circle cx="12" cy="12" r="9" /></Icon>;
  }
};
