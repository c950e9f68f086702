import { anyOf, BACK_OFFICE, permission, scope } from '../../kernel/access';

/** The order desk, order pages and customers: view_orders (or manage_orders) in Orders. */
const VIEW_ORDERS = anyOf(permission('view_orders', 'Orders'), permission('manage_orders', 'Orders'));
/** Moving orders, bulk packing/shipping and internal notes. */
const MANAGE_ORDERS = permission('manage_orders', 'Orders');
/** Revenue and city analytics (view_analytics, Support). */
const VIEW_ANALYTICS = permission('view_analytics');
/** Stock and products (manage_products, Catalog). */
const MANAGE_PRODUCTS = permission('manage_products', 'Catalog');

/** What an API key may do at the order desk (docs/API.md): read orders, move them and add notes, read customers. */
const KEY_READS_ORDERS = anyOf(VIEW_ORDERS, scope('orders:read'));
const KEY_MOVES_ORDERS = anyOf(MANAGE_ORDERS, scope('orders:write'));
const KEY_READS_CUSTOMERS = anyOf(VIEW_ORDERS, scope('customers:read'));

/**
 * Who may call each back-office operation — enforced by GraphQL (@Authorized) and REST (route
 * access); the scope an API key needs is named beside the person's permission. The dashboard opens to any back-office user; each of its widgets is answered only to
 * those DASHBOARD_WIDGETS names (a Catalog sub-admin sees stock and products, not revenue).
 */
export const BACKOFFICE_ACCESS = {
  dashboard: BACK_OFFICE,
  cityAnalytics: VIEW_ANALYTICS,
  orderDesk: KEY_READS_ORDERS,
  orderDeskCsv: KEY_READS_ORDERS,
  order: KEY_READS_ORDERS,
  invoice: KEY_READS_ORDERS,
  moveOrder: KEY_MOVES_ORDERS,
  bulkPacked: KEY_MOVES_ORDERS,
  bulkShipped: KEY_MOVES_ORDERS,
  addNote: KEY_MOVES_ORDERS,
  customers: KEY_READS_CUSTOMERS,
  customer: KEY_READS_CUSTOMERS,
} as const;

/** Each dashboard widget and who sees it. */
export const DASHBOARD_WIDGETS = {
  sales: VIEW_ANALYTICS,
  ordersByStatus: VIEW_ORDERS,
  latestOrders: VIEW_ORDERS,
  topProducts: anyOf(VIEW_ANALYTICS, MANAGE_PRODUCTS),
  lowStock: MANAGE_PRODUCTS,
  /** Within top products: the revenue column. */
  revenue: VIEW_ANALYTICS,
  /** Return rate and top reasons (pieces only; the refunds' money is in sales). */
  returns: anyOf(VIEW_ANALYTICS, VIEW_ORDERS),
} as const;
export type DashboardWidget = keyof typeof DASHBOARD_WIDGETS;

/** Whether the user may move orders (the order page shows the moves only then). */
export const MAY_MANAGE_ORDERS = MANAGE_ORDERS;
