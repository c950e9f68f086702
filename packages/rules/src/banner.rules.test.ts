import { describe, expect, it } from 'vitest';
import { bannerState, checkBanner, contrastRatio, isLive, meetsContrastAA } from './banner.rules';

const now = new Date('2026-11-23T12:00:00Z');

describe('promo banner rules', () => {
  it('fills the SPEC.md defaults and keeps what an update leaves out', () => {
    const created = checkBanner({ text: '  Diwali   sale ' });
    expect(created).toEqual({ banner: { text: 'Diwali sale', link: null, backgroundColor: '#4299e1', textColor: '#ffffff', startsAt: null, endsAt: null, isActive: false } });
    if (!('banner' in created)) throw new Error('expected a banner');
    expect(checkBanner({ isActive: true, link: '/shop?sale=true' }, created.banner)).toMatchObject({ banner: { text: 'Diwali sale', isActive: true, link: '/shop?sale=true' } });
    expect(checkBanner({ link: '' }, { ...created.banner, link: '/x' })).toMatchObject({ banner: { link: null } });
  });

  it('accepts store paths and https addresses only', () => {
    for (const link of ['/collections/3', 'https://kapda.in/sale']) expect(checkBanner({ text: 'x', link })).toHaveProperty('banner');
    for (const link of ['http://kapda.in', 'javascript:alert(1)', '//evil.example', '/\\evil.example', 'shop', 'https://', 42]) expect(checkBanner({ text: 'x', link })).toMatchObject({ field: 'link' });
  });

  it('is live only while active and inside its window', () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(isLive({ isActive: true, startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isLive({ isActive: false, startsAt: null, endsAt: null }, now)).toBe(false);
    expect(isLive({ isActive: true, startsAt: at(hour), endsAt: null }, now)).toBe(false);
    expect(isLive({ isActive: true, startsAt: at(-hour), endsAt: now }, now)).toBe(false);
    expect(isLive({ isActive: true, startsAt: now, endsAt: at(hour) }, now)).toBe(true);
    expect(bannerState({ isActive: true, startsAt: at(hour), endsAt: null }, now)).toBe('scheduled');
    expect(bannerState({ isActive: true, startsAt: null, endsAt: at(-hour) }, now)).toBe('ended');
    expect(bannerState({ isActive: false, startsAt: null, endsAt: null }, now)).toBe('inactive');
  });

  it('measures WCAG contrast: white on the default blue fails AA, white on maroon passes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#4299e1')).toBeCloseTo(3.05, 1);
    expect(meetsContrastAA('#ffffff', '#4299e1')).toBe(false);
    expect(meetsContrastAA('#ffffff', '#7a1f3d')).toBe(true);
    expect(meetsContrastAA('#767676', '#ffffff')).toBe(true);
    expect(meetsContrastAA('#777777', '#ffffff')).toBe(false);
    expect(Number.isNaN(contrastRatio('red', '#fff'))).toBe(true);
  });
});
