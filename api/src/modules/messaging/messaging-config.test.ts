import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { messagingChannel } from './messaging.service';

const base = { NODE_ENV: 'test', JWT_SECRET: 'kapda-test-9Qv2Lr7xWm4Tz8Bn3Hc6Yk1Pf5Gd0Js', SQLITE_PATH: '/tmp/kapda-config-test/kapda.sqlite' };

describe('WhatsApp settings', () => {
  it('defaults to the Graph API v21.0 and the local outbox when not configured', () => {
    const config = loadConfig(base as NodeJS.ProcessEnv);
    expect(config.WHATSAPP_API_URL).toBe('https://graph.facebook.com/v21.0');
    expect(messagingChannel(config)).toMatchObject({ name: 'local', channel: 'whatsapp' });
  });

  it('sends through the Cloud API with both the token and the phone number id (trailing slash dropped)', () => {
    const config = loadConfig({ ...base, WHATSAPP_TOKEN: 'EAAG-token-0123456789', WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_API_URL: 'https://graph.facebook.com/v22.0/' } as NodeJS.ProcessEnv);
    expect(config.WHATSAPP_API_URL).toBe('https://graph.facebook.com/v22.0');
    expect(messagingChannel(config)).toMatchObject({ name: 'whatsapp', channel: 'whatsapp' });
  });

  it('refuses one without the other, and a phone number id that is not the numeric id', () => {
    expect(() => loadConfig({ ...base, WHATSAPP_TOKEN: 'EAAG-token-0123456789' } as NodeJS.ProcessEnv)).toThrow(/WHATSAPP_PHONE_NUMBER_ID: WhatsApp order updates need both/);
    expect(() => loadConfig({ ...base, WHATSAPP_PHONE_NUMBER_ID: '106540352242922' } as NodeJS.ProcessEnv)).toThrow(/WHATSAPP_TOKEN: WhatsApp order updates need both/);
    expect(() => loadConfig({ ...base, WHATSAPP_TOKEN: 'EAAG-token-0123456789', WHATSAPP_PHONE_NUMBER_ID: '+91 98250 12345' } as NodeJS.ProcessEnv)).toThrow(/WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number id/);
    expect(() => loadConfig({ ...base, WHATSAPP_API_URL: 'graph.facebook.com' } as NodeJS.ProcessEnv)).toThrow(/WHATSAPP_API_URL/);
  });
});
