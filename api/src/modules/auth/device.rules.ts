import { formatIndiaDateTime } from '@kapda/rules/dates';
/**
 * A session's device in a shopper's words ("Chrome on Android"), from its User-Agent. Good enough
 * to recognise one's own phone or laptop in the list of signed-in sessions; not a fingerprint.
 */
export function describeDevice(userAgent: string): string {
  const ua = userAgent ?? '';
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

function browserOf(ua: string): string | null {
  if (/\bEdg(?:e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\bOPR\/|\bOpera\b/.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\bFirefox\/|\bFxiOS\//.test(ua)) return 'Firefox';
  if (/\bChrome\/|\bCriOS\/|\bChromium\//.test(ua)) return 'Chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  if (/^curl\//i.test(ua)) return 'curl';
  if (/\bnode\b|undici/i.test(ua)) return 'a script';
  return null;
}

function systemOf(ua: string): string | null {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'Mac';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

/** "23 Nov 2026, 5:42 pm" in India time, for mails about account changes. */
export function indianTime(date: Date): string {
  return `${formatIndiaDateTime(date)} IST`;
}
