import { useBestSellersQuery } from '../gql/hooks/BestSellers';
import { CuratedProductsPage } from './CuratedProductsPage';

export default function BestSellerPage() {
  const { data, loading, error, refetch } = useBestSellersQuery({ variables: { limit: 24 } });
  return (
    <CuratedProductsPage
      title="Best Sellers"
      eyebrow="Most loved"
      intro="The styles our customers come back for, again and again."
      description="Kapda's best sellers: the kurtas, sarees and shirts from Surat our customers come back for, again and again."
      products={data?.bestSellers}
      loading={loading}
      failed={!!error}
      retry={() => refetch()}
    />
  );
}
