import { describe, expect, it } from 'vitest';
import { describeDevice, indianTime } from './device.rules';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox on Mac'],
    ['Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
    ['something odd', 'Unknown device'],
  ])('%s → %s', (ua, device) => {
    expect(describeDevice(ua)).toBe(device);
  });
});

describe('indianTime', () => {
  it('shows the time in India', () => {
    expect(indianTime(new Date('2026-11-23T12:12:00Z'))).toMatch(/23 Nov 2026.*5:42\s?pm IST/i);
  });
});
