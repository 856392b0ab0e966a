// Recommended collections beside the cart, each with an add button.
import { formatCents } from '@shared/rules/pricing';
import { Button, Heading } from '@web/components/ui';
import { BlockError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useToggleProduct } from '../api/cart-mutations';
import { useRecommendedCollections } from '../api/list-recommended-collections';

export function Recommendations({ productIds }: { productIds: string[] }) {
  const collections = useRecommendedCollections(productIds);
  const toggle = useToggleProduct();
  if (collections.isPending) return <LoadingState label="Loading recommendations…" />;
  if (collections.isError)
    return (
      <BlockError
        message="We could not load recommendations."
        onRetry={() => void collections.refetch()}
        retrying={collections.isFetching}
      />
    );
  if (!collections.data.length) return null;
  return (
    <section className="recommendations" aria-labelledby="recommendations-title">
      <Heading level={2} id="recommendations-title">
        Recommended for you
      </Heading>
      <ul className="recommendations__list">
        {collections.data.map((collection) => (
          <li key={collection.title} className="recommendation" style={{ borderTopColor: collection.colors[0] }}>
            <h3>{collection.title}</h3>
            <p className="muted">{collection.subtitle}</p>
            <p>{collection.description}</p>
            <p className="recommendation__price">
              {collection.originalPrice > collection.price ? (
                <s className="muted">{formatCents(collection.originalPrice)}</s>
              ) : null}{' '}
              <strong>{formatCents(collection.price)}</strong>
            </p>
            <Button
              variation="primary"
              size="small"
              isLoading={toggle.isPending && toggle.variables?.id === collection.products[0]?.id}
              onClick={() =>
                collection.products.forEach((product) => void toggle.mutateAsync({ id: product.id, forLife: false }))
              }
              aria-label={`Add ${collection.title} to cart`}
            >
              Add to cart
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
