import { AuditLogTable, BackOfficeLayout } from '../../features/admin';

/** /admin/audit-log (admins). */
export default function AuditLogPage() {
  return (
    <BackOfficeLayout title="Audit log">
      <AuditLogTable />
    </BackOfficeLayout>
  );
}
