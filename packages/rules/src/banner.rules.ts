/**
 * Promo banner rules, pure and import-free but for the link rules (also import-free): the web's
 * banner editor checks its form and contrast with this same file (`@kapda/rules/banners`).
 */
import { isStorePath, isWebAddress, looksLikeMarkup } from './link.rules';
import { readDate } from './dates.rules';
import { BANNER_DEFAULTS } from './banner-strip.rules';

export { BANNER_DEFAULTS, BANNER_REFRESH_MS } from './banner-strip.rules';
export const BANNER_LIMITS = { textMax: 200, linkMax: 500 } as const;
/** WCAG 2.1 AA: normal-size text needs a contrast ratio of at least 4.5:1. */
export const WCAG_AA_CONTRAST = 4.5;

export const BANNER_MESSAGES = {
  textRequired: 'Please enter the banner text.',
  textTooLong: `The banner text can be at most ${BANNER_LIMITS.textMax} characters long.`,
  textMarkup: 'The banner text cannot contain HTML or script.',
  invalidLink: "The link must be a path in the store (starting with '/') or an https:// address.",
  invalidColor: 'Colours must be hex codes like #4299e1.',
  invalidDate: 'Please enter a valid date and time.',
  endBeforeStart: 'The banner must end after it starts.',
  created: 'Promo banner created',
  updated: 'Promo banner updated',
  deleted: 'Promo banner deleted',
  notFound: 'Promo banner not found',
} as const;

export type BannerField = 'text' | 'link' | 'backgroundColor' | 'textColor' | 'startsAt' | 'endsAt' | 'isActive';

export interface CleanBanner {
  text: string;
  link: string | null;
  backgroundColor: string;
  textColor: string;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Check a banner as the editor sends it. Fields left out keep `current`'s value (an update), or take
 * the defaults (a new banner). Answers the clean banner, or the first problem and its field.
 */
export function checkBanner(input: Partial<Record<BannerField, unknown>>, current?: CleanBanner): { banner: CleanBanner } | { problem: string; field: BannerField } {
  const has = (key: BannerField) => input[key] !== undefined;
  const text = has('text') ? (typeof input.text === 'string' ? input.text.trim().replace(/\s+/g, ' ') : '') : current?.text ?? '';
  if (!text) return { problem: BANNER_MESSAGES.textRequired, field: 'text' };
  if (text.length > BANNER_LIMITS.textMax) return { problem: BANNER_MESSAGES.textTooLong, field: 'text' };
  if (looksLikeMarkup(text)) return { problem: BANNER_MESSAGES.textMarkup, field: 'text' };

  let link = current?.link ?? null;
  if (has('link')) {
    if (input.link === null || (typeof input.link === 'string' && input.link.trim() === '')) link = null;
    else if (typeof input.link !== 'string') return { problem: BANNER_MESSAGES.invalidLink, field: 'link' };
    else link = input.link.trim();
  }
  if (link !== null && (link.length > BANNER_LIMITS.linkMax || !(isStorePath(link) || isWebAddress(link, ['https:'])))) return { problem: BANNER_MESSAGES.invalidLink, field: 'link' };

  const colour = (key: 'backgroundColor' | 'textColor'): string | null => {
    if (!has(key) || input[key] === null || input[key] === '') return current?.[key] ?? BANNER_DEFAULTS[key];
    return typeof input[key] === 'string' && HEX.test(input[key] as string) ? (input[key] as string).toLowerCase() : null;
  };
  const backgroundColor = colour('backgroundColor');
  if (!backgroundColor) return { problem: BANNER_MESSAGES.invalidColor, field: 'backgroundColor' };
  const textColor = colour('textColor');
  if (!textColor) return { problem: BANNER_MESSAGES.invalidColor, field: 'textColor' };

  const startsAt = has('startsAt') ? readDate(input.startsAt) : current?.startsAt ?? null;
  if (startsAt === 'invalid') return { problem: BANNER_MESSAGES.invalidDate, field: 'startsAt' };
  const endsAt = has('endsAt') ? readDate(input.endsAt) : current?.endsAt ?? null;
  if (endsAt === 'invalid') return { problem: BANNER_MESSAGES.invalidDate, field: 'endsAt' };
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) return { problem: BANNER_MESSAGES.endBeforeStart, field: 'endsAt' };

  const isActive = has('isActive') ? input.isActive === true : current?.isActive ?? false;
  return { banner: { text, link, backgroundColor, textColor, startsAt, endsAt, isActive } };
}

/** Active, and now inside its window (an open start or end is no limit). */
export function isLive(banner: Pick<CleanBanner, 'isActive' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (!banner.isActive) return false;
  if (banner.startsAt && banner.startsAt.getTime() > now.getTime()) return false;
  if (banner.endsAt && banner.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

/** Where a banner stands now, for the back office's list. */
export function bannerState(banner: Pick<CleanBanner, 'isActive' | 'startsAt' | 'endsAt'>, now: Date): 'inactive' | 'scheduled' | 'ended' | 'live' {
  if (!banner.isActive) return 'inactive';
  if (banner.endsAt && banner.endsAt.getTime() <= now.getTime()) return 'ended';
  if (banner.startsAt && banner.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'live';
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 to 21; NaN when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  if (!HEX.test(a) || !HEX.test(b)) return Number.NaN;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether banner text in `text` on `background` meets WCAG AA for normal text. */
export function meetsContrastAA(text: string, background: string): boolean {
  return contrastRatio(text, background) >= WCAG_AA_CONTRAST;
}
