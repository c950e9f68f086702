import { ApiKeysManager, BackOfficeLayout } from '../../features/admin';

/** /admin/developers (admins): API keys for integrations. */
export default function DevelopersPage() {
  return (
    <BackOfficeLayout title="Developers">
      <ApiKeysManager />
    </BackOfficeLayout>
  );
}
