import { describe, expect, it } from 'vitest';
import { backOfficeSections } from './back-office-sections';

const sub = (permissions: string[], department: string) => ({ role: 'subadmin', roles: ['subadmin'], permissions, department });
const paths = (user: Parameters<typeof backOfficeSections>[0]) => backOfficeSections(user).map((s) => s.to);

describe('back-office navigation', () => {
  it('shows sub-admins only the sections their permission and department open', () => {
    expect(paths(sub(['manage_enquiries'], 'Support'))).toEqual(['/subadmin/dashboard', '/subadmin/city-analytics', '/admin/enquiries']);
    expect(paths(sub(['manage_content'], 'Content'))).toEqual(['/subadmin/dashboard', '/subadmin/city-analytics', '/admin/content/home']);
    expect(paths(sub(['manage_banners'], 'Marketing'))).toContain('/admin/promo-banners');
    // The right permission in the wrong department opens nothing.
    expect(paths(sub(['manage_banners'], 'Catalog'))).not.toContain('/admin/promo-banners');
    expect(paths(sub(['all_permissions'], 'all'))).not.toContain('/admin/audit-log');
  });

  it('shows admins every section, the audit log included', () => {
    expect(paths({ role: 'admin', roles: ['admin'], permissions: [], department: '' })).toEqual(['/admin/dashboard', '/admin/city-analytics', '/admin/promo-banners', '/admin/content/home', '/admin/enquiries', '/admin/audit-log', '/products/manage', '/orders/manage']);
  });
});
