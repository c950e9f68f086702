export { AccountLayout } from './AccountLayout';
export { ChangePasswordForm } from './ChangePasswordForm';
export { EmailSection } from './EmailSection';
export { PersonalDetailsForm } from './PersonalDetailsForm';
export { SignedInSessions } from './SignedInSessions';
export { StoreCreditPanel } from './StoreCreditPanel';
