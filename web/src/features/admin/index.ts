export { BackOfficeDashboard } from './BackOfficeDashboard';
export { UpcomingSection } from './UpcomingSection';
export { ROUTE_REQUIREMENTS, isBackOfficePath } from './back-office-sections';
