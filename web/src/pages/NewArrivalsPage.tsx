import { useNewArrivalsQuery } from '../gql/hooks/NewArrivals';
import { CuratedProductsPage } from './CuratedProductsPage';

export default function NewArrivalsPage() {
  const { data, loading, error, refetch } = useNewArrivalsQuery({ variables: { limit: 24 } });
  return (
    <CuratedProductsPage
      title="New Arrivals"
      eyebrow="Just landed"
      intro="Fresh from the looms and ateliers of Surat — the latest additions to Kapda."
      description="New arrivals at Kapda: the latest kurtas, sarees, shirts and festive wear, fresh from the looms and ateliers of Surat."
      products={data?.newArrivals}
      loading={loading}
      failed={!!error}
      retry={() => refetch()}
    />
  );
}
