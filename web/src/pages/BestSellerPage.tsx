import { useQuery } from '@apollo/client/react';
import { BestSellersDocument } from '../gql/graphql';
import { CuratedProductsPage } from './CuratedProductsPage';

export default function BestSellerPage() {
  const { data, loading, error, refetch } = useQuery(BestSellersDocument, { variables: { limit: 24 } });
  return (
    <CuratedProductsPage
      title="Best Sellers"
      eyebrow="Most loved"
      intro="The styles our customers come back for, again and again."
      products={data?.bestSellers}
      loading={loading}
      failed={!!error}
      retry={() => refetch()}
    />
  );
}
