import { expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { SiteContentDraft, SiteContentVersion } from '../src/modules/content/site-content.entity';
import { SEEDED_CONTENT } from '@kapda/rules/site-content-seed';
import { KEPT_VERSIONS } from '../src/modules/content/site-content.service';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

const GET = `query ($page: String!) { siteContent(page: $page) { page data versionId publishedAt } }`;
const PUBLISH = `mutation ($page: String!, $data: JSONObject!) { publishSiteContent(page: $page, data: $data) { page data versionId } }`;
const AUTOSAVE = `mutation ($page: String!, $data: JSONObject!) { autosaveSiteContent(page: $page, data: $data) { page data savedAt savedByEmail } }`;
const DRAFT = `query ($page: String!) { siteContentDraft(page: $page) { data savedByEmail } }`;
const VERSIONS = `query ($page: String!) { siteContentVersions(page: $page) { id data publishedByEmail } }`;
const RESTORE = `mutation ($page: String!, $versionId: ID!) { restoreSiteContentVersion(page: $page, versionId: $versionId) { data versionId } }`;

const TOASTS = { home: 'Home page updated successfully', about: 'About page updated successfully', contact: 'Contact page updated successfully', footer: 'Footer updated successfully' } as const;

describeEachDatabase('site content over REST and GraphQL', (store) => {
  const base = () => store().baseUrl;
  const editor = () => signedInUser(store(), { role: 'subadmin', permissions: ['manage_content'], department: 'Content' });

  it('answers the seeded words for every page before anyone publishes (REST and GraphQL), and 404 for an unknown page', async () => {
    for (const page of ['home', 'about', 'contact', 'footer'] as const) {
      const res = await restCall(base(), 'GET', `/site-content/${page}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: SEEDED_CONTENT[page] });
      expect((await gqlCall(base(), GET, { page })).body.data.siteContent).toEqual({ page, data: SEEDED_CONTENT[page], versionId: null, publishedAt: null });
    }
    expect(SEEDED_CONTENT.footer.quickLinks.map((l) => l.label)).toEqual(['Home', 'All Products', "Men's Fashion", "Women's Fashion", 'Sale']);
    const unknown = await restCall(base(), 'GET', '/site-content/careers');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Site content page not found' });
    expect((await gqlCall(base(), GET, { page: 'careers' })).body.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const { token } = await editor();
    expect((await restCall(base(), 'PUT', '/site-content/careers', {}, { token })).status).toBe(404);
    expect((await restCall(base(), 'POST', '/site-content/careers/autosave', {}, { token })).status).toBe(404);
  });

  it('publishes each page with its toast; GET then answers exactly what was published, unknown keys dropped', async () => {
    const { token } = await editor();
    for (const page of ['home', 'about', 'contact', 'footer'] as const) {
      const data = structuredClone(SEEDED_CONTENT[page]) as Record<string, any>;
      if (page === 'footer') data.brand_info.description = 'Handloom from Surat, since 2019.';
      else if (page === 'home') data.hero.title = 'Navratri is here';
      else data.title = `New ${page} title`;
      const res = await restCall(base(), 'PUT', `/site-content/${page}`, { ...data, injected: 'ignored' }, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: TOASTS[page], data });
      expect((await restCall(base(), 'GET', `/site-content/${page}`)).body.data).toEqual(data);
    }
  });

  it('keeps the footer shape of SPEC.md §3 and reads the legacy newsletter fields', async () => {
    const { token } = await editor();
    const footer = {
      brand_info: { description: 'Kapda, Surat' },
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/kapda' }],
      quickLinksTitle: 'Shop now',
      quickLinks: [{ url: '/shop?sale=true', label: 'Sale' }],
      informationTitle: 'Help',
      informationLinks: [{ url: 'https://help.kapda.in/faq', label: 'FAQ' }],
      newsletter: { headline: '', description: '', placeholder_text: 'Your email', button_text: 'Join' },
      newsletterHeadline: 'Legacy headline',
      newsletterSubtext: 'Legacy subtext',
    };
    const res = await gqlCall(base(), PUBLISH, { page: 'footer', data: footer }, { token });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.publishSiteContent.data).toEqual(footer);
    expect((await restCall(base(), 'GET', '/site-content/footer')).body.data).toEqual(footer);
    // A document written before `newsletter` existed still reads, the missing parts empty.
    const legacy = await restCall(base(), 'PUT', '/site-content/footer', { newsletterHeadline: 'Old headline', newsletterSubtext: 'Old subtext' }, { token });
    expect(legacy.body.data).toMatchObject({ newsletterHeadline: 'Old headline', newsletterSubtext: 'Old subtext', quickLinks: [], newsletter: { headline: '' } });
  });

  it('refuses unsafe or oversized content with a 400 and a message, publishing nothing', async () => {
    const { token } = await editor();
    const before = await store().dataSource.getRepository(SiteContentVersion).count();
    const footer = () => structuredClone(SEEDED_CONTENT.footer) as Record<string, any>;
    const cases: Array<[string, unknown, RegExp, string]> = [
      ['footer', { ...footer(), quickLinks: [{ label: 'Evil', url: 'javascript:alert(1)' }] }, /quick links › 1 › url: cannot contain HTML or script/, 'quickLinks.0.url'],
      ['footer', { ...footer(), quickLinks: [{ label: 'Files', url: 'ftp://files.example/x' }] }, /quick links › 1 › url: must be a path in the store/, 'quickLinks.0.url'],
      ['footer', { ...footer(), socialLinks: [{ platform: 'X', url: '//evil.example' }] }, /social links › 1 › url/, 'socialLinks.0.url'],
      ['footer', { ...footer(), brand_info: { description: 'Hi <script>alert(1)</script>' } }, /brand info › description: cannot contain HTML or script\./, 'brand_info.description'],
      ['footer', { ...footer(), brand_info: { description: 'x'.repeat(501) } }, /is too long \(at most 500 characters\)/, 'brand_info.description'],
      ['footer', { ...footer(), quickLinks: Array.from({ length: 13 }, () => ({ url: '/', label: 'Home' })) }, /can have at most 12 items/, 'quickLinks'],
      ['footer', { ...footer(), quickLinksTitle: { evil: true } }, /must be text/, 'quickLinksTitle'],
      ['home', { ...structuredClone(SEEDED_CONTENT.home), hero: { ...SEEDED_CONTENT.home.hero, title: '  ' } }, /hero › title: is required/, 'hero.title'],
      ['about', { ...structuredClone(SEEDED_CONTENT.about), closingText: 'See [this](ftp://files.example/x)' }, /closing text: the link to "ftp:\/\/files.example\/x" must be a path/, 'closingText'],
      ['contact', { ...structuredClone(SEEDED_CONTENT.contact), email: '<img src=x onerror=alert(1)>' }, /cannot contain HTML/, 'email'],
    ];
    for (const [page, body, message, field] of cases) {
      const res = await restCall(base(), 'PUT', `/site-content/${page}`, body, { token });
      expect(res.status, String(message)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
      expect(res.body.field).toBe(field);
    }
    expect((await restCall(base(), 'PUT', '/site-content/footer', [1, 2], { token })).body).toMatchObject({ success: false, message: 'The page content must be a JSON object.' });
    const gql = await gqlCall(base(), PUBLISH, { page: 'footer', data: { quickLinks: [{ label: 'x', url: 'data:text/html,hi' }] } }, { token });
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(await store().dataSource.getRepository(SiteContentVersion).count()).toBe(before);
  });

  it('autosaves a draft (loosely checked), restores it, and drops it on publish', async () => {
    const { user, token } = await editor();
    const draft = { ...structuredClone(SEEDED_CONTENT.about), title: '', values: [{ title: 'Half', text: 'typed' }] };
    const saved = await restCall(base(), 'POST', '/site-content/about/autosave', draft, { token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: 'Draft saved', data: { page: 'about' } });
    const read = await gqlCall(base(), DRAFT, { page: 'about' }, { token });
    expect(read.body.data.siteContentDraft).toEqual({ data: { ...draft, title: '' }, savedByEmail: user.email });
    expect((await restCall(base(), 'GET', '/site-content/about/draft', undefined, { token })).body.data.data.values).toEqual([{ title: 'Half', text: 'typed' }]);
    // Markup is never kept, even in a draft.
    expect((await restCall(base(), 'POST', '/site-content/about/autosave', { ...draft, intro: '<svg onload=alert(1)>' }, { token })).status).toBe(400);
    const gqlSave = await gqlCall(base(), AUTOSAVE, { page: 'about', data: { ...draft, title: 'Almost' } }, { token });
    expect(gqlSave.body.data.autosaveSiteContent).toMatchObject({ page: 'about', data: { title: 'Almost' }, savedByEmail: user.email });
    // Publishing drops the draft.
    expect((await restCall(base(), 'PUT', '/site-content/about', { ...draft, title: 'About us' }, { token })).status).toBe(200);
    expect((await gqlCall(base(), DRAFT, { page: 'about' }, { token })).body.data.siteContentDraft).toBeNull();
    expect(await store().dataSource.getRepository(SiteContentDraft).countBy({ page: 'about' })).toBe(0);
  });

  it(`keeps the last ${KEPT_VERSIONS} published versions, viewable and restorable, and audits every write`, async () => {
    const { user, token } = await editor();
    const contact = (n: number) => ({ ...structuredClone(SEEDED_CONTENT.contact), title: `Contact v${n}` });
    for (let n = 1; n <= KEPT_VERSIONS + 2; n++) expect((await restCall(base(), 'PUT', '/site-content/contact', contact(n), { token })).status).toBe(200);
    const versions = await gqlCall(base(), VERSIONS, { page: 'contact' }, { token });
    const titles = versions.body.data.siteContentVersions.map((v: { data: { title: string } }) => v.data.title);
    expect(titles).toHaveLength(KEPT_VERSIONS);
    expect(titles[0]).toBe(`Contact v${KEPT_VERSIONS + 2}`);
    expect(titles.at(-1)).toBe('Contact v3');
    const v5 = versions.body.data.siteContentVersions.find((v: { data: { title: string } }) => v.data.title === 'Contact v5');
    expect(v5.publishedByEmail).toBe(user.email);

    const restored = await gqlCall(base(), RESTORE, { page: 'contact', versionId: v5.id }, { token });
    expect(restored.body.data.restoreSiteContentVersion.data.title).toBe('Contact v5');
    expect((await restCall(base(), 'GET', '/site-content/contact')).body.data.title).toBe('Contact v5');
    const viaRest = await restCall(base(), 'POST', `/site-content/contact/versions/${versions.body.data.siteContentVersions[0].id}/restore`, undefined, { token });
    expect(viaRest.body).toMatchObject({ success: true, message: 'Contact page updated successfully', data: { title: `Contact v${KEPT_VERSIONS + 2}` } });
    expect((await restCall(base(), 'GET', '/site-content/contact/versions', undefined, { token })).body.data[0]).toMatchObject({ data: { title: `Contact v${KEPT_VERSIONS + 2}` } });
    expect((await restCall(base(), 'POST', '/site-content/contact/versions/999999/restore', undefined, { token })).body).toMatchObject({ success: false, message: 'That published version no longer exists' });

    const log = await store().dataSource.getRepository(AuditEntry).find({ where: { entityType: 'siteContent', entityId: 'contact', actorId: user.id }, order: { id: 'ASC' } });
    expect(log.map((e) => e.action)).toEqual([...Array(KEPT_VERSIONS + 2).fill('siteContent.publish'), 'siteContent.restore', 'siteContent.restore']);
    expect(JSON.parse(log[1].before!).title).toBe('Contact v1');
    expect(JSON.parse(log[1].after!).title).toBe('Contact v2');
  });

  it('refuses customers, guests and sub-admins without manage_content in the Content department', async () => {
    const customer = await signedInUser(store());
    const marketing = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_banners'], department: 'Marketing' });
    const wrongDept = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_content'], department: 'Support' });
    const footer = SEEDED_CONTENT.footer;
    for (const { token } of [customer, marketing, wrongDept]) {
      expect((await restCall(base(), 'PUT', '/site-content/footer', footer, { token })).status).toBe(403);
      expect((await restCall(base(), 'POST', '/site-content/footer/autosave', footer, { token })).status).toBe(403);
      expect((await restCall(base(), 'GET', '/site-content/footer/draft', undefined, { token })).status).toBe(403);
      expect((await restCall(base(), 'GET', '/site-content/footer/versions', undefined, { token })).status).toBe(403);
      expect((await restCall(base(), 'POST', '/site-content/footer/versions/1/restore', undefined, { token })).status).toBe(403);
      for (const [query, variables] of [[PUBLISH, { page: 'footer', data: footer }], [AUTOSAVE, { page: 'footer', data: footer }], [DRAFT, { page: 'footer' }], [VERSIONS, { page: 'footer' }], [RESTORE, { page: 'footer', versionId: '1' }]] as const) {
        expect((await gqlCall(base(), query, variables, { token })).body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }
    }
    expect((await restCall(base(), 'PUT', '/site-content/footer', footer)).status).toBe(401);
    const admin = await signedInUser(store(), { role: 'admin' });
    expect((await restCall(base(), 'PUT', '/site-content/footer', footer, { token: admin.token })).status).toBe(200);
  });
});
