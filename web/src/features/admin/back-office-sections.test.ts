import { describe, expect, it } from 'vitest';
import { backOfficeSections } from './back-office-sections';

const sub = (permissions: string[], department: string) => ({ role: 'subadmin', roles: ['subadmin'], permissions, department });
const paths = (user: Parameters<typeof backOfficeSections>[0]) => backOfficeSections(user).map((s) => s.to);

describe('back-office navigation', () => {
  it('shows sub-admins only the sections their permission and department open', () => {
    expect(paths(sub(['manage_enquiries'], 'Support'))).toEqual(['/subadmin/dashboard', '/admin/enquiries']);
    expect(paths(sub(['manage_content'], 'Content'))).toEqual(['/subadmin/dashboard', '/admin/content/home']);
    expect(paths(sub(['view_analytics'], 'Support'))).toEqual(['/subadmin/dashboard', '/subadmin/city-analytics']);
    expect(paths(sub(['view_orders'], 'Orders'))).toEqual(['/subadmin/dashboard', '/admin/orders', '/admin/returns', '/admin/customers', '/orders/manage']);
    expect(paths(sub(['manage_orders'], 'Orders'))).toEqual(['/subadmin/dashboard', '/admin/orders', '/admin/returns', '/admin/customers']);
    // Orders permissions in another department open neither the desk nor the customers.
    expect(paths(sub(['view_orders', 'manage_orders'], 'Catalog'))).toEqual(['/subadmin/dashboard']);
    expect(paths(sub(['manage_banners'], 'Marketing'))).toContain('/admin/promo-banners');
    // The right permission in the wrong department opens nothing.
    expect(paths(sub(['manage_banners'], 'Catalog'))).not.toContain('/admin/promo-banners');
    expect(paths(sub(['all_permissions'], 'all'))).not.toContain('/admin/audit-log');
  });

  it('shows admins every section, the audit log included', () => {
    expect(paths({ role: 'admin', roles: ['admin'], permissions: [], department: '' })).toEqual(['/admin/dashboard', '/admin/city-analytics', '/admin/orders', '/admin/returns', '/admin/customers', '/admin/promo-banners', '/admin/content/home', '/admin/enquiries', '/admin/audit-log', '/admin/developers', '/admin/products', '/admin/categories', '/admin/collections', '/admin/reviews', '/admin/coupons', '/products/manage', '/orders/manage']);
  });
});
