import { expect, it, vi } from 'vitest';
import type { RequestContext } from '../src/kernel/context';
import { logger } from '../src/logger';
import { AccountToken } from '../src/modules/auth/account-token.entity';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { createUser } from './accounts';
import { freshIp } from './client';
import { describeEachDatabase } from './harness';

const ctx = (): RequestContext => ({ user: null, guestSessionId: null, ip: freshIp(), userAgent: 'test' });

/**
 * The answer to "forgot password" must not tell who has an account, by its text or by its timing.
 * It is given before the address is looked up, so nothing done for a real account can delay it.
 */
describeEachDatabase('forgot password answers before looking up the account', (store, kind) => {
  it('answers while the reset mail is still being written, then writes it', async () => {
    const { services, dataSource } = store();
    const user = await createUser(store());
    const stranger = `stranger.${kind}@example.in`;
    const original = services.mail.queue.bind(services.mail);
    let reachedQueue!: () => void;
    const queueReached = new Promise<void>((resolve) => (reachedQueue = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    services.mail.queue = async (manager, to, mail) => {
      reachedQueue();
      await released;
      return original(manager, to, mail);
    };
    try {
      let answered = false;
      const answer = services.auth.forgotPassword(ctx(), user.email).then(() => (answered = true));
      await queueReached;
      expect(answered).toBe(true);
      release();
      await answer;
      await services.auth.forgotPassword(ctx(), stranger);
      await services.auth.settled();
    } finally {
      release();
      services.mail.queue = original;
    }
    expect(await dataSource.getRepository(OutboxMail).countBy({ to: user.email, template: 'password_reset' })).toBe(1);
    expect(await dataSource.getRepository(OutboxMail).countBy({ to: stranger })).toBe(0);
  });

  it('logs a failure after the answer instead of failing the request, and leaves no half-issued link', async () => {
    const { services, dataSource } = store();
    const user = await createUser(store());
    const original = services.mail.queue.bind(services.mail);
    const logged = vi.spyOn(logger, 'error');
    services.mail.queue = async () => {
      throw new Error('disk full');
    };
    try {
      await expect(services.auth.forgotPassword(ctx(), user.email)).resolves.toBeUndefined();
      await services.auth.settled();
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ message: 'disk full' }) }), 'password reset link could not be issued');
    } finally {
      services.mail.queue = original;
      logged.mockRestore();
    }
    expect(await dataSource.getRepository(AccountToken).countBy({ userId: user.id, purpose: 'reset_password' })).toBe(0);
  });
});
