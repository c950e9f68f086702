import { anyOf, BACK_OFFICE, permission } from '../../kernel/access';

/** The order desk, order pages and customers: view_orders (or manage_orders) in Orders. */
const VIEW_ORDERS = anyOf(permission('view_orders', 'Orders'), permission('manage_orders', 'Orders'));
/** Moving orders, bulk packing/shipping and internal notes. */
const MANAGE_ORDERS = permission('manage_orders', 'Orders');
/** Revenue and city analytics (view_analytics, Support). */
const VIEW_ANALYTICS = permission('view_analytics');
/** Stock and products (manage_products, Catalog). */
const MANAGE_PRODUCTS = permission('manage_products', 'Catalog');

/**
 * Who may call each back-office operation — enforced by GraphQL (@Authorized) and REST (route
 * access). The dashboard opens to any back-office user; each of its widgets is answered only to
 * those DASHBOARD_WIDGETS names (a Catalog sub-admin sees stock and products, not revenue).
 */
export const BACKOFFICE_ACCESS = {
  dashboard: BACK_OFFICE,
  cityAnalytics: VIEW_ANALYTICS,
  orderDesk: VIEW_ORDERS,
  orderDeskCsv: VIEW_ORDERS,
  order: VIEW_ORDERS,
  invoice: VIEW_ORDERS,
  moveOrder: MANAGE_ORDERS,
  bulkPacked: MANAGE_ORDERS,
  bulkShipped: MANAGE_ORDERS,
  addNote: MANAGE_ORDERS,
  customers: VIEW_ORDERS,
  customer: VIEW_ORDERS,
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
} as const;
export type DashboardWidget = keyof typeof DASHBOARD_WIDGETS;

/** Whether the user may move orders (the order page shows the moves only then). */
export const MAY_MANAGE_ORDERS = MANAGE_ORDERS;
