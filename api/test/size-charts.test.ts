import { expect, it } from 'vitest';
import { cmToInches } from '@kapda/rules/size-charts';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { SizeChart } from '../src/modules/size-charts/size-chart.entity';
import { signedInUser } from './accounts';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';

/** Size charts (issue 20): the demo charts on products, the parent's chart, editing with permission checks. */

const PRODUCT = `query ($slug: String!) { product(slug: $slug) { category { slug } sizeChart { categoryId columns { label unit } rows { size values } note } } }`;
const SAVE = `mutation ($categoryId: ID!, $input: SizeChartInput!) { saveSizeChart(categoryId: $categoryId, input: $input) { categoryId columns { label unit } rows { size values } note } }`;

describeEachDatabase(
  'size charts',
  (store) => {
    const base = () => store().baseUrl;
    const firstSlugIn = async (category: string) => (await restCall(base(), 'GET', `/products?category=${category}&limit=1`)).body.data.items[0].slug as string;
    const categoryId = async (slug: string) => String([...(await store().services.catalog.categoryTree({ fresh: true })).byId.values()].find((c) => c.slug === slug)!.id);

    it('a kurta shows the Kurtas chart in cm on REST and GraphQL; inches by the shared rule', async () => {
      const slug = await firstSlugIn('women-kurtas');
      const { status, body } = await restCall(base(), 'GET', `/products/${slug}`);
      expect(status).toBe(200);
      const chart = body.data.sizeChart;
      expect(chart.columns.map((c: { label: string }) => c.label)).toEqual(['Bust', 'Waist', 'Hip', 'Length']);
      expect(chart.rows.map((r: { size: string }) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
      const medium = chart.rows.find((r: { size: string }) => r.size === 'M');
      expect(medium.values[0]).toBe(91.4);
      expect(cmToInches(medium.values[0])).toBe(36);
      const gql = await gqlCall(base(), PRODUCT, { slug });
      expect(gql.body.data.product.sizeChart.rows).toEqual(chart.rows);
    });

    it("a men's shirt shows the Men department's chart; juttis a footwear chart with UK/India sizes; a saree none", async () => {
      const shirt = await gqlCall(base(), PRODUCT, { slug: await firstSlugIn('men-shirts') });
      expect(shirt.body.data.product.sizeChart.categoryId).toBe(await categoryId('men'));
      expect(shirt.body.data.product.sizeChart.columns[0]).toEqual({ label: 'Chest', unit: 'cm' });
      const jutti = await gqlCall(base(), PRODUCT, { slug: await firstSlugIn('accessories-juttis') });
      expect(jutti.body.data.product.sizeChart.columns[0]).toEqual({ label: 'UK / India', unit: 'size' });
      expect(jutti.body.data.product.sizeChart.rows[3]).toEqual({ size: 'UK 7', values: [7, 40, 9, 25.4] });
      const saree = await restCall(base(), 'GET', `/products/${await firstSlugIn('women-sarees')}`);
      expect(saree.body.data.sizeChart).toBeNull();
    });

    it('editing needs manage_products: guests 401, customers and other departments 403, nothing changed', async () => {
      const sarees = await categoryId('women-sarees');
      const input = { columns: [{ label: 'Blouse bust', unit: 'cm' }], rows: [{ size: 'Free Size', values: [96.5] }], note: '' };
      const customer = await signedInUser(store());
      const marketing = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_banners'], department: 'Marketing' });
      expect((await restCall(base(), 'PUT', `/admin/size-charts/${sarees}`, input)).status).toBe(401);
      expect((await restCall(base(), 'PUT', `/admin/size-charts/${sarees}`, input, { token: customer.token })).status).toBe(403);
      expect((await restCall(base(), 'PUT', `/admin/size-charts/${sarees}`, input, { token: marketing.token })).status).toBe(403);
      const gql = await gqlCall(base(), SAVE, { categoryId: sarees, input }, { token: marketing.token });
      expect(gql.body.errors?.[0].extensions).toMatchObject({ status: 403 });
      expect(await store().dataSource.getRepository(SizeChart).countBy({ categoryId: Number(sarees) })).toBe(0);
    });

    it('catalogue staff save a chart (audit-logged, shown at once), bad charts are 400 with the reason, remove falls back to none', async () => {
      const sarees = await categoryId('women-sarees');
      const staff = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' });
      const bad = await restCall(base(), 'PUT', `/admin/size-charts/${sarees}`, { columns: [{ label: 'Bust', unit: 'cm' }], rows: [{ size: 'Free Size', values: [-3] }] }, { token: staff.token });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Measurements are numbers above 0 and at most 500');
      const missing = await restCall(base(), 'PUT', '/admin/size-charts/999999', { columns: [{ label: 'Bust', unit: 'cm' }], rows: [{ size: 'S', values: [80] }] }, { token: staff.token });
      expect(missing.status).toBe(404);

      const input = { columns: [{ label: 'Blouse bust', unit: 'cm' }], rows: [{ size: 'Free Size', values: [96.5] }], note: 'The blouse piece is unstitched: 0.8 m.' };
      const saved = await gqlCall(base(), SAVE, { categoryId: sarees, input }, { token: staff.token });
      expect(saved.body.errors).toBeUndefined();
      expect(saved.body.data.saveSizeChart).toMatchObject({ categoryId: sarees, rows: [{ size: 'Free Size', values: [96.5] }] });
      const slug = await firstSlugIn('women-sarees');
      expect((await restCall(base(), 'GET', `/products/${slug}`)).body.data.sizeChart.note).toBe(input.note);
      const audit = await store().dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'sizeChart.create', entityId: sarees });
      expect(audit.actorEmail).toBe(staff.user.email);

      const listed = await restCall(base(), 'GET', '/admin/size-charts', undefined, { token: staff.token });
      expect(listed.body.data.some((c: { categoryId: string }) => c.categoryId === sarees)).toBe(true);
      const removed = await restCall(base(), 'DELETE', `/admin/size-charts/${sarees}`, undefined, { token: staff.token });
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe('Size chart removed');
      expect((await restCall(base(), 'GET', `/products/${slug}`)).body.data.sizeChart).toBeNull();
      expect((await restCall(base(), 'DELETE', `/admin/size-charts/${sarees}`, undefined, { token: staff.token })).status).toBe(404);
    });
  },
  { seed: true },
);
