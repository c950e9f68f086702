import { beforeAll, expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { signedInUser, type UserFixture } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { guestOrder, placeGuest } from './order-fixtures';

/**
 * The permission matrix: every back-office GraphQL operation and REST route, run as an admin, as
 * each kind of sub-admin, as a customer and as a guest. 'yes' = the server let the call through
 * (it may still refuse the input: a 400/404 after the check), 'no' = 401/403. Calls that get
 * through change nothing here (illegal moves, unknown orders, empty notes), so the matrix can be
 * run in any order.
 */
const ROLES: Record<string, UserFixture | null> = {
  admin: { role: 'admin' },
  catalog: { role: 'subadmin', department: 'Catalog', permissions: ['manage_products'] },
  ordersViewer: { role: 'subadmin', department: 'Orders', permissions: ['view_orders'] },
  ordersManager: { role: 'subadmin', department: 'Orders', permissions: ['view_orders', 'manage_orders'] },
  analytics: { role: 'subadmin', department: 'Support', permissions: ['view_analytics'] },
  content: { role: 'subadmin', department: 'Content', permissions: ['manage_content'] },
  wrongDepartment: { role: 'subadmin', department: 'Catalog', permissions: ['view_orders', 'manage_orders', 'view_analytics'] },
  customer: { role: 'customer' },
  guest: null,
};
type Role = keyof typeof ROLES;

const BACK_OFFICE: Role[] = ['admin', 'catalog', 'ordersViewer', 'ordersManager', 'analytics', 'content', 'wrongDepartment'];
const VIEW_ORDERS: Role[] = ['admin', 'ordersViewer', 'ordersManager'];
const MANAGE_ORDERS: Role[] = ['admin', 'ordersManager'];
const ANALYTICS: Role[] = ['admin', 'analytics'];

type Call = (token: string | undefined, orderId: string) => Promise<'yes' | 'no'>;

const gql = (query: string, variables: (id: string) => Record<string, unknown> = () => ({})): Call => async (token, id) => {
  const res = await graphql(`${base}`, query, variables(id), token);
  const code = res.body.errors?.[0]?.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR') throw new Error(`500 from ${query}`);
  return code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' ? 'no' : 'yes';
};
const call = (method: string, path: (id: string) => string, body?: (id: string) => unknown): Call => async (token, id) => {
  const res = await fetch(`${base}/api${path(id)}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body(id)) : undefined,
  });
  if (res.status >= 500) throw new Error(`${res.status} from ${method} ${path(id)}`);
  return res.status === 401 || res.status === 403 ? 'no' : 'yes';
};

let base = '';

const OPERATIONS: Array<[name: string, call: Call, allowed: Role[]]> = [
  ['graphql dashboard', gql('{ dashboard { range { days } } }'), BACK_OFFICE],
  ['graphql cityAnalytics', gql('{ cityAnalytics { cities { city } } }'), ANALYTICS],
  ['graphql orderDesk', gql('{ orderDesk { nextCursor } }'), VIEW_ORDERS],
  ['graphql orderDeskCsv', gql('{ orderDeskCsv }'), VIEW_ORDERS],
  ['graphql backOfficeOrder', gql('query($id: ID!) { backOfficeOrder(id: $id) { canManage } }', (id) => ({ id })), VIEW_ORDERS],
  ['graphql customers', gql('{ customers { nextCursor } }'), VIEW_ORDERS],
  ['graphql customer', gql('{ customer(id: "999999") { customer { id } } }'), VIEW_ORDERS],
  ['graphql moveOrder', gql('mutation($id: ID!) { moveOrder(id: $id, status: "delivered") { canManage } }', (id) => ({ id })), MANAGE_ORDERS],
  ['graphql updateOrderStatus', gql('mutation($id: ID!) { updateOrderStatus(id: $id, input: { status: "delivered" }) { status } }', (id) => ({ id })), MANAGE_ORDERS],
  ['graphql markOrdersPacked', gql('mutation { markOrdersPacked(orderIds: ["999999"]) { ok } }'), MANAGE_ORDERS],
  ['graphql markOrdersShipped', gql('mutation { markOrdersShipped(orders: [{ orderId: "999999", courier: "X", trackingNumber: "Y" }]) { ok } }'), MANAGE_ORDERS],
  ['graphql addOrderNote', gql('mutation($id: ID!) { addOrderNote(orderId: $id, body: "  ") { id } }', (id) => ({ id })), MANAGE_ORDERS],
  ['GET /admin/dashboard', call('GET', () => '/admin/dashboard'), BACK_OFFICE],
  ['GET /admin/city-analytics', call('GET', () => '/admin/city-analytics'), ANALYTICS],
  ['GET /admin/orders', call('GET', () => '/admin/orders'), VIEW_ORDERS],
  ['GET /admin/orders/export', call('GET', () => '/admin/orders/export'), VIEW_ORDERS],
  ['GET /admin/orders/:id', call('GET', (id) => `/admin/orders/${id}`), VIEW_ORDERS],
  ['GET /admin/orders/:id/invoice', call('GET', (id) => `/admin/orders/${id}/invoice`), VIEW_ORDERS],
  ['POST /admin/orders/:id/status', call('POST', (id) => `/admin/orders/${id}/status`, () => ({ status: 'delivered' })), MANAGE_ORDERS],
  ['PATCH /admin/orders/:id/status', call('PATCH', (id) => `/admin/orders/${id}/status`, () => ({ status: 'delivered' })), MANAGE_ORDERS],
  ['POST /admin/orders/:id/notes', call('POST', (id) => `/admin/orders/${id}/notes`, () => ({ body: ' ' })), MANAGE_ORDERS],
  ['POST /admin/orders/bulk/packed', call('POST', () => '/admin/orders/bulk/packed', () => ({ orderIds: [999999] })), MANAGE_ORDERS],
  ['POST /admin/orders/bulk/shipped', call('POST', () => '/admin/orders/bulk/shipped', () => ({ orders: [{ orderId: 999999, courier: 'X', trackingNumber: 'Y' }] })), MANAGE_ORDERS],
  ['GET /admin/customers', call('GET', () => '/admin/customers'), VIEW_ORDERS],
  ['GET /admin/customers/:id', call('GET', () => '/admin/customers/999999'), VIEW_ORDERS],
];

describeEachDatabase('back office permission matrix', (store) => {
  const tokens: Partial<Record<Role, string>> = {};
  let orderId = '';

  beforeAll(async () => {
    base = store().baseUrl;
    await cartFixtures(store());
    const placed = await placeGuest(store(), guestOrder());
    orderId = String(placed.body.data.order._id);
    for (const [role, fixture] of Object.entries(ROLES)) if (fixture) tokens[role as Role] = (await signedInUser(store(), fixture)).token;
  }, 60_000);

  it('every back-office operation lets in exactly who SPEC §6 and the issue allow, on GraphQL and REST alike', async () => {
    base = store().baseUrl;
    const auditBefore = await store().dataSource.getRepository(AuditEntry).count();
    const got: Record<string, Role[]> = {};
    const want: Record<string, Role[]> = {};
    for (const [name, run, allowed] of OPERATIONS) {
      got[name] = [];
      want[name] = allowed;
      for (const role of Object.keys(ROLES) as Role[]) if ((await run(tokens[role], orderId)) === 'yes') got[name].push(role);
    }
    expect(got).toEqual(want);
    // Nothing let through changed anything worth recording, except the CSV exports (recorded reads).
    const after = await store().dataSource.getRepository(AuditEntry).find({ order: { id: 'ASC' } });
    expect(after.slice(auditBefore).map((e) => e.action)).toEqual(Array(VIEW_ORDERS.length * 2).fill('orders.export'));
  });

  it('each dashboard widget answers only those whose permissions cover it', async () => {
    base = store().baseUrl;
    const widgets = async (role: Role) => {
      const d = (await graphql(base, '{ dashboard { sales { orders { current } } ordersByStatus { count } topProducts { units revenue } lowStock { sku } latestOrders { id } returns { returnRate { current } } } }', {}, tokens[role])).body.data.dashboard;
      return Object.entries(d).filter(([, v]) => v !== null).map(([k]) => k);
    };
    expect(await widgets('admin')).toEqual(['sales', 'ordersByStatus', 'topProducts', 'lowStock', 'latestOrders', 'returns']);
    expect(await widgets('catalog')).toEqual(['topProducts', 'lowStock']);
    expect(await widgets('ordersViewer')).toEqual(['ordersByStatus', 'latestOrders', 'returns']);
    expect(await widgets('analytics')).toEqual(['sales', 'topProducts', 'returns']);
    expect(await widgets('content')).toEqual([]);
    expect(await widgets('wrongDepartment')).toEqual([]);
    // A Catalog sub-admin sees what sells, not what it brought in.
    const top = (await graphql(base, '{ dashboard { topProducts { units revenue } } }', {}, tokens.catalog)).body.data.dashboard.topProducts;
    expect(top[0]).toEqual({ units: 1, revenue: null });
  });
});
