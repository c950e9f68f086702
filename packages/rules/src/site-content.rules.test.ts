import { describe, expect, it } from 'vitest';
import { isStorePath, isWebAddress, looksLikeMarkup } from './link.rules';
import { checkPageContent, richTextParts, SITE_CONTENT_MESSAGES, SITE_CONTENT_PAGES } from './site-content.rules';
import { SEEDED_CONTENT } from './site-content.seed';

describe('site content rules', () => {
  it('accepts every seeded page unchanged', () => {
    for (const page of SITE_CONTENT_PAGES) expect(checkPageContent(page, SEEDED_CONTENT[page])).toEqual({ content: SEEDED_CONTENT[page] });
  });

  it('names the SPEC.md §8 toasts and failures', () => {
    expect(SITE_CONTENT_PAGES.map(SITE_CONTENT_MESSAGES.updated)).toEqual(['Home page updated successfully', 'About page updated successfully', 'Contact page updated successfully', 'Footer updated successfully']);
    expect(SITE_CONTENT_PAGES.map(SITE_CONTENT_MESSAGES.loadFailed)).toEqual(['Failed to load home page data', 'Failed to load about page data', 'Failed to load contact page data', 'Failed to load footer data']);
    expect(SITE_CONTENT_MESSAGES.updateFailed('footer')).toBe('Failed to update footer data');
  });

  it('drops unknown keys, trims texts, and fills what is missing', () => {
    expect(checkPageContent('footer', { quickLinksTitle: '  Shop  ', extra: 1, quickLinks: [{ url: '/shop', label: 'All', colour: 'red' }] })).toEqual({
      content: {
        brand_info: { description: '' }, socialLinks: [], quickLinksTitle: 'Shop', quickLinks: [{ url: '/shop', label: 'All' }], informationTitle: '', informationLinks: [],
        newsletter: { headline: '', description: '', placeholder_text: '', button_text: '' }, newsletterHeadline: '', newsletterSubtext: '',
      },
    });
  });

  it('checks drafts loosely but never lets markup in', () => {
    const half = { ...SEEDED_CONTENT.footer, quickLinks: [{ url: 'htt', label: '' }] };
    expect(checkPageContent('footer', half)).toHaveProperty('problem');
    expect(checkPageContent('footer', half, { draft: true })).toHaveProperty('content');
    expect(checkPageContent('footer', { ...half, quickLinksTitle: '<b>Shop</b>' }, { draft: true })).toMatchObject({ problem: { field: 'quickLinksTitle' } });
  });

  it('refuses a page larger than one stored document', () => {
    const huge = { ...SEEDED_CONTENT.about, story: Array.from({ length: 10 }, () => ({ text: 'x'.repeat(1500) })), values: Array.from({ length: 12 }, () => ({ title: 't', text: 'y'.repeat(600) })) };
    expect(checkPageContent('about', huge)).toEqual({ problem: { field: '', message: 'The page content is too large.' } });
  });

  it('cuts rich text into plain runs and safe links', () => {
    expect(richTextParts('See [Returns](/returns) or [this](javascript:x) now')).toEqual([{ text: 'See ' }, { label: 'Returns', url: '/returns' }, { text: ' or ' }, { text: 'this' }, { text: ' now' }]);
    expect(richTextParts('plain')).toEqual([{ text: 'plain' }]);
  });

  it('tells store paths and web addresses from everything else', () => {
    expect(['/', '/shop?sale=true', '/collections/3#top'].every(isStorePath)).toBe(true);
    expect(['//evil.example', '/\\evil', 'shop', '/a b', 'https://x.in'].some(isStorePath)).toBe(false);
    expect(isWebAddress('https://kapda.in/x')).toBe(true);
    expect(isWebAddress('http://kapda.in')).toBe(true);
    expect(isWebAddress('http://kapda.in', ['https:'])).toBe(false);
    expect(['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.in', 'https://', 'https:/x.in'].some((u) => isWebAddress(u))).toBe(false);
    expect(['<script>', '<img', '</p', '<!-- x', 'JavaScript :alert(1)'].every(looksLikeMarkup)).toBe(true);
    expect(['a < b', '2 <3', '<3 Kapda', 'Kurtas & more', '₹500'].some(looksLikeMarkup)).toBe(false);
  });
});
