export { BackOfficeDashboard } from './BackOfficeDashboard';
export { UpcomingSection } from './UpcomingSection';
export { ROUTE_REQUIREMENTS, isBackOfficePath } from './back-office-sections';
export { SiteContentEditor } from './content/SiteContentEditor';
export { BackOfficeLayout } from './BackOfficeLayout';
export { PromoBannersManager } from './banners/PromoBannersManager';
export { EnquiryDesk } from './enquiries/EnquiryDesk';
export { AuditLogTable } from './audit/AuditLogTable';
