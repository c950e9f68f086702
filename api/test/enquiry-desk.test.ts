import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Enquiry } from '../src/modules/enquiries/enquiry.entity';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { signedInUser } from './accounts';
import { freshIp, gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';
import { TestSmtpServer } from './smtp';

const smtp = new TestSmtpServer();
const env: Record<string, string> = {};
beforeAll(async () => {
  await smtp.start();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.stop());

const ENQUIRY_FIELDS = 'id name email subject status responseMessage respondedByEmail acknowledgedAt resolvedAt ageHours acknowledgementOverdue resolutionOverdue userId';
const LIST = `query ($page: Int, $limit: Int, $status: String, $search: String) { enquiries(page: $page, limit: $limit, status: $status, search: $search) { total page limit items { ${ENQUIRY_FIELDS} } } }`;
const DETAIL = `query ($id: ID!) { enquiry(id: $id) { enquiry { ${ENQUIRY_FIELDS} } customer { id email firstName } history { action actorEmail before after createdAt } } }`;
const UPDATE = `mutation ($id: ID!, $status: String!, $responseMessage: String) { updateEnquiryStatus(id: $id, status: $status, responseMessage: $responseMessage) { success message enquiry { ${ENQUIRY_FIELDS} } } }`;
const HOUR = 3_600_000;

describeEachDatabase(
  'the support desk answers enquiries over REST and GraphQL',
  (store, kind) => {
    const base = () => store().baseUrl;
    const support = () => signedInUser(store(), { role: 'subadmin', permissions: ['manage_enquiries'], department: 'Support' });
    const repo = () => store().dataSource.getRepository(Enquiry);
    let n = 0;
    /** An enquiry received `hoursAgo` hours ago (stored directly, as the contact page would). */
    const received = async (fields: Partial<Enquiry> = {}, hoursAgo = 0) => {
      n++;
      const saved = await repo().save(repo().create({ name: `Shopper ${n}`, email: `shopper${n}.${kind}@example.in`, phone: null, subject: 'Size & fit', message: `Question number ${n} about a kurta`, status: 'new', userId: null, ...fields }));
      if (hoursAgo) await repo().update({ id: saved.id }, { createdAt: new Date(Date.now() - hoursAgo * HOUR) });
      return repo().findOneByOrFail({ id: saved.id });
    };

    it('lists newest first, 10 to a page by default, with status filter, search and paging (REST and GraphQL)', async () => {
      await repo().createQueryBuilder().delete().execute();
      for (let i = 0; i < 12; i++) await received({ subject: i === 3 ? 'Bulk or wedding order' : 'Size & fit' }, 100 - i);
      await received({ status: 'closed', name: 'Meera Closed' }, 1);
      const { token } = await support();

      const first = await restCall(base(), 'GET', '/site-content/enquiries', undefined, { token });
      expect(first.status).toBe(200);
      expect(first.body.success).toBe(true);
      expect(first.body.data).toMatchObject({ total: 13, page: 1, limit: 10 });
      expect(first.body.data.items).toHaveLength(10);
      expect(first.body.data.items[0]).toMatchObject({ name: 'Meera Closed', status: 'closed' });
      expect(first.body.data.items[0]._id).toBe(first.body.data.items[0].id);
      const times = first.body.data.items.map((e: { createdAt: string }) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const second = await restCall(base(), 'GET', '/site-content/enquiries?page=2&limit=10', undefined, { token });
      expect(second.body.data).toMatchObject({ total: 13, page: 2, limit: 10 });
      expect(second.body.data.items).toHaveLength(3);

      const closed = await restCall(base(), 'GET', '/site-content/enquiries?status=closed', undefined, { token });
      expect(closed.body.data.items.map((e: { name: string }) => e.name)).toEqual(['Meera Closed']);
      const search = await restCall(base(), 'GET', `/site-content/enquiries?search=${encodeURIComponent('WEDDING')}`, undefined, { token });
      expect(search.body.data).toMatchObject({ total: 1, items: [{ subject: 'Bulk or wedding order' }] });
      // LIKE wildcards are searched for literally.
      expect((await restCall(base(), 'GET', '/site-content/enquiries?search=%25', undefined, { token })).body.data.total).toBe(0);
      // Nonsense paging falls back to the defaults.
      expect((await restCall(base(), 'GET', '/site-content/enquiries?page=-3&limit=abc', undefined, { token })).body.data).toMatchObject({ page: 1, limit: 10 });

      const gql = await gqlCall(base(), LIST, { status: 'new', limit: 5, page: 3 }, { token });
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.enquiries).toMatchObject({ total: 12, page: 3, limit: 5 });
      expect(gql.body.data.enquiries.items).toHaveLength(2);
    });

    it('flags enquiries past the 48-hour acknowledgement and one-month resolution limits', async () => {
      const { token } = await support();
      const fresh = await received({}, 2);
      const unacknowledged = await received({}, 49);
      const stale = await received({ status: 'in_progress', acknowledgedAt: new Date(Date.now() - 30 * 24 * HOUR) }, 31 * 24);
      const answered = await received({ status: 'replied', acknowledgedAt: new Date(), resolvedAt: new Date() }, 40 * 24);
      const view = async (id: number) => (await gqlCall(base(), DETAIL, { id: String(id) }, { token })).body.data.enquiry.enquiry;
      expect(await view(fresh.id)).toMatchObject({ ageHours: 2, acknowledgementOverdue: false, resolutionOverdue: false });
      expect(await view(unacknowledged.id)).toMatchObject({ ageHours: 49, acknowledgementOverdue: true, resolutionOverdue: false });
      expect(await view(stale.id)).toMatchObject({ acknowledgementOverdue: false, resolutionOverdue: true });
      expect(await view(answered.id)).toMatchObject({ acknowledgementOverdue: false, resolutionOverdue: false });
    });

    it('replies: mails the response to the customer, stores it with who and when, and shows it in the history', async () => {
      const customer = await signedInUser(store());
      const submitted = await restCall(base(), 'POST', '/site-content/enquiries', { name: 'Asha Patel', email: `asha.${kind}@example.in`, subject: 'Size & fit', message: 'Is the maroon kurta true to size?' }, { token: customer.token, ip: freshIp() });
      const id = submitted.body.data.id;
      await smtp.waitFor(`asha.${kind}@example.in`);
      const { user, token } = await support();

      const progress = await restCall(base(), 'PUT', `/site-content/enquiries/${id}/status`, { status: 'in_progress' }, { token });
      expect(progress.body).toMatchObject({ success: true, message: 'Enquiry status updated successfully', data: { status: 'in_progress', responseMessage: null } });
      expect(progress.body.data.acknowledgedAt).toBeTruthy();

      const reply = await restCall(base(), 'PUT', `/site-content/enquiries/${id}/status`, { status: 'replied', responseMessage: '  Yes — it runs true to size.\nOrder your usual M.  ' }, { token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, message: 'Response sent successfully to user', data: { status: 'replied', responseMessage: 'Yes — it runs true to size.\nOrder your usual M.', respondedByEmail: user.email } });
      const stored = await repo().findOneByOrFail({ id: Number(id) });
      expect(stored).toMatchObject({ status: 'replied', responseMessage: 'Yes — it runs true to size.\nOrder your usual M.', respondedById: user.id, respondedByEmail: user.email });
      expect(stored.respondedAt).toBeInstanceOf(Date);
      expect(stored.resolvedAt).toBeInstanceOf(Date);

      await expect.poll(() => smtp.to(`asha.${kind}@example.in`).find((m) => m.subject === `Re: Size & fit (ref. #${id})`), { timeout: 10_000 }).toBeDefined();
      const mail = smtp.to(`asha.${kind}@example.in`).find((m) => m.subject === `Re: Size & fit (ref. #${id})`)!;
      expect(mail.raw.replace(/=\r\n/g, '')).toContain('it runs true to size');

      const detail = await restCall(base(), 'GET', `/site-content/enquiries/${id}`, undefined, { token });
      expect(detail.body.data.customer).toMatchObject({ id: String(customer.user.id), email: customer.user.email });
      expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual(['enquiry.status', 'enquiry.reply']);
      expect(detail.body.data.history[1]).toMatchObject({ actorEmail: user.email });

      // GraphQL: close it.
      const closed = await gqlCall(base(), UPDATE, { id, status: 'closed' }, { token });
      expect(closed.body.data.updateEnquiryStatus).toMatchObject({ success: true, message: 'Enquiry status updated successfully', enquiry: { status: 'closed', responseMessage: 'Yes — it runs true to size.\nOrder your usual M.' } });
      const gqlDetail = await gqlCall(base(), DETAIL, { id }, { token });
      expect(gqlDetail.body.data.enquiry.history.map((h: { action: string }) => h.action)).toEqual(['enquiry.status', 'enquiry.reply', 'enquiry.status']);
      expect(JSON.parse(gqlDetail.body.data.enquiry.history[2].before)).toMatchObject({ status: 'replied' });
    });

    it('replies over GraphQL too, and refuses a reply with no message (400), a bad status (400) and an unknown enquiry (404)', async () => {
      const enquiry = await received();
      const { token } = await support();
      const empty = await restCall(base(), 'PUT', `/site-content/enquiries/${enquiry.id}/status`, { status: 'replied', responseMessage: '   ' }, { token });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ success: false, message: 'Please write the response to send to the customer.', field: 'responseMessage' });
      const noMessage = await gqlCall(base(), UPDATE, { id: String(enquiry.id), status: 'replied' }, { token });
      expect(noMessage.body.errors?.[0]).toMatchObject({ message: 'Please write the response to send to the customer.', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
      const badStatus = await restCall(base(), 'PUT', `/site-content/enquiries/${enquiry.id}/status`, { status: 'deleted' }, { token });
      expect(badStatus.body).toMatchObject({ success: false, message: 'Please choose a valid status: new, in_progress, replied or closed.', field: 'status' });
      expect((await restCall(base(), 'PUT', `/site-content/enquiries/${enquiry.id}/status`, { status: 'replied', responseMessage: '<script>x</script>' }, { token })).status).toBe(400);
      expect((await restCall(base(), 'PUT', '/site-content/enquiries/999999/status', { status: 'closed' }, { token })).body).toMatchObject({ success: false, message: 'Enquiry not found' });
      expect((await restCall(base(), 'GET', '/site-content/enquiries/abc', undefined, { token })).status).toBe(404);
      expect(await repo().findOneByOrFail({ id: enquiry.id })).toMatchObject({ status: 'new', responseMessage: null });
      expect(await store().dataSource.getRepository(OutboxMail).countBy({ to: enquiry.email })).toBe(0);

      const ok = await gqlCall(base(), UPDATE, { id: String(enquiry.id), status: 'replied', responseMessage: 'We ship to Pune in 3 days.' }, { token });
      expect(ok.body.data.updateEnquiryStatus).toMatchObject({ success: true, message: 'Response sent successfully to user', enquiry: { status: 'replied', responseMessage: 'We ship to Pune in 3 days.' } });
      expect(await store().dataSource.getRepository(OutboxMail).countBy({ to: enquiry.email })).toBe(1);
    });

    it('refuses customers, guests and sub-admins without manage_enquiries in Support (403/401), changing nothing', async () => {
      const enquiry = await received();
      const customer = await signedInUser(store());
      const content = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_content'], department: 'Content' });
      const wrongDept = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_enquiries'], department: 'Catalog' });
      for (const { token } of [customer, content, wrongDept]) {
        expect((await restCall(base(), 'GET', '/site-content/enquiries', undefined, { token })).status).toBe(403);
        expect((await restCall(base(), 'GET', `/site-content/enquiries/${enquiry.id}`, undefined, { token })).status).toBe(403);
        expect((await restCall(base(), 'PUT', `/site-content/enquiries/${enquiry.id}/status`, { status: 'closed' }, { token })).status).toBe(403);
        for (const [query, variables] of [[LIST, {}], [DETAIL, { id: String(enquiry.id) }], [UPDATE, { id: String(enquiry.id), status: 'closed' }]] as const) {
          expect((await gqlCall(base(), query, variables, { token })).body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
        }
      }
      expect((await restCall(base(), 'GET', '/site-content/enquiries')).status).toBe(401);
      expect((await repo().findOneByOrFail({ id: enquiry.id })).status).toBe('new');
      expect(await store().dataSource.getRepository(AuditEntry).countBy({ entityType: 'enquiry', entityId: String(enquiry.id) })).toBe(0);
      const admin = await signedInUser(store(), { role: 'admin' });
      expect((await restCall(base(), 'PUT', `/site-content/enquiries/${enquiry.id}/status`, { status: 'closed' }, { token: admin.token })).status).toBe(200);
    });
  },
  { env },
);
