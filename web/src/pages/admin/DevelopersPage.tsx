import { ApiKeysManager, BackOfficeLayout, WebhooksManager } from '../../features/admin';

/** /admin/developers (admins): API keys and webhooks for integrations. */
export default function DevelopersPage() {
  return (
    <BackOfficeLayout title="Developers">
      <ApiKeysManager />
      <WebhooksManager />
    </BackOfficeLayout>
  );
}
