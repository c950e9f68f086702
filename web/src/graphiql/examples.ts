/**
 * The playground's tabs: real operations with their variables filled in, so an integrator can run
 * each at once and learn the API by changing it. docs/API.md explains auth, scopes and webhooks.
 */
export interface ExampleTab {
  query: string;
  variables?: string;
  headers?: string;
}

const KEY_HEADERS = `{
  "Authorization": "Bearer kpd_live_paste-your-key-here"
}`;

export const EXAMPLE_TABS: ExampleTab[] = [
  {
    query: `# Kapda's API. Each tab is a working example; press ▶ to run it.
#
# Who you are is the Authorization header (the Headers panel below):
#   • nothing           — the public catalogue, a guest's checkout
#   • Bearer <token>    — a person (the login mutation gives one; 30 days)
#   • Bearer kpd_live_… — an integration's API key, made by an admin at /admin/developers,
#                         with only its scopes (orders:read, catalog:write…)
# docs/API.md: scopes, errors, rate limits, webhooks, curl examples.
#
# Browse products with filters (anyone):
query BrowseProducts($filter: ProductFilter, $sort: ProductSort, $page: Int) {
  products(filter: $filter, sort: $sort, page: $page, limit: 12) {
    total
    page
    pageCount
    items { id slug title price mrp percentOff inStock colors { name } }
  }
}`,
    variables: `{
  "filter": { "category": "women", "inStock": true, "colors": ["Red", "Blue"] },
  "sort": "PRICE_ASC",
  "page": 1
}`,
  },
  {
    query: `# One product by its slug (anyone): sizes, colours, stock and price per variant.
query ProductBySlug($slug: String!) {
  product(slug: $slug) {
    id title description fabric care price mrp
    variants { id sku size color stock sellingPrice inStock }
  }
}`,
    variables: `{ "slug": "banarasi-brocade-silk-lehenga-set" }`,
  },
  {
    query: `# Place an order as a guest (cash on delivery). Items name a variant by its SKU;
# the answer's accessToken opens the order later.
mutation PlaceGuestOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    message
    accessToken
    order { id orderNumber status total paymentMethod items { title size color quantity lineTotal } }
  }
}`,
    variables: `{
  "input": {
    "email": "asha.patel@example.in",
    "paymentMethod": "cod",
    "items": [{ "variantSku": "KP0070-RED-M", "quantity": 1 }],
    "shippingAddress": {
      "fullName": "Asha Patel", "phone": "9825012345", "line1": "12 Nanpura Main Road",
      "pincode": "395001", "city": "Surat", "state": "Gujarat"
    }
  }
}`,
  },
  {
    query: `# A signed-in shopper's orders: put their token in the Headers panel.
query MyOrders($page: Int) {
  myOrders(page: $page, limit: 10) {
    total
    orders { orderNumber status statusLabel total createdAt }
  }
}`,
    variables: `{ "page": 1 }`,
    headers: `{
  "Authorization": "Bearer <the token the login mutation answered>"
}`,
  },
  {
    query: `# The order desk for an integration (an ERP, Tally, a courier tool).
# Needs an API key with the orders:read scope in the Headers panel.
# Page on with nextCursor; move orders with moveOrder (orders:write).
query OrderDesk($filter: OrderDeskFilter, $cursor: String) {
  orderDesk(filter: $filter, cursor: $cursor, limit: 20) {
    orders { id orderNumber status city state paymentMethod total }
    nextCursor
  }
}`,
    variables: `{ "filter": { "status": "confirmed" }, "cursor": null }`,
    headers: KEY_HEADERS,
  },
  {
    query: `# Adjust stock from a warehouse system: + for pieces received, − for damaged.
# Needs an API key with the catalog:write scope. The variant id comes from the product
# (the ProductBySlug tab answers variants { id sku }).
mutation AdjustStock($variantId: ID!, $input: StockAdjustmentInput!) {
  adjustStock(variantId: $variantId, input: $input) {
    variant { sku stock }
    movement { delta stockAfter reason note actorEmail }
  }
}`,
    variables: `{
  "variantId": "524",
  "input": { "delta": 10, "reason": "received", "note": "Surat godown, lot 14" }
}`,
    headers: KEY_HEADERS,
  },
];
