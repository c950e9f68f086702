import { useParams } from 'react-router';
import { BackOfficeLayout, BackOfficeReturnDetail } from '../../features/admin';

/** /admin/returns/:returnId (view_orders to look, manage_orders to move it). */
export default function ReturnDetailsPage() {
  const { returnId = '' } = useParams();
  return (
    <BackOfficeLayout title="Return">
      <BackOfficeReturnDetail key={returnId} returnId={returnId} />
    </BackOfficeLayout>
  );
}
