import { AuditLogTable } from '../../features/admin/audit/AuditLogTable';
import { BackOfficeLayout } from '../../features/admin/BackOfficeLayout';

/** /admin/audit-log (admins). */
export default function AuditLogPage() {
  return (
    <BackOfficeLayout title="Audit log">
      <AuditLogTable />
    </BackOfficeLayout>
  );
}
