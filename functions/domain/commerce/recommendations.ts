// Recommended collections beside the cart: each catalogue certification the cart does not hold
// (neither it nor its recertification), in catalogue order. Prices are the catalogue's cents.
import type { RecommendedCollection } from '@shared/contracts/commerce';
import { href, paths } from '@shared/paths';
import { getProductsByIds } from '@functions/data/products';
import { loadCatalog } from '../catalog/catalog';

const MAX_COLLECTIONS = 4;

export async function listRecommendedCollections(cartProductIds: string[]): Promise<RecommendedCollection[]> {
  const courses = [...(await loadCatalog()).values()].sort((a, b) => coursePosition(a) - coursePosition(b));
  const products = await getProductsByIds(courses.flatMap((c) => c.productIds));
  const inCart = new Set(cartProductIds);
  const offered = products.filter(
    (p) => p.kind === 'certification' && !inCart.has(p.id) && !(p.sisterId && inCart.has(p.sisterId)),
  );
  return offered.slice(0, MAX_COLLECTIONS).map((product) => {
    const course = courses.find((c) => c.productIds.includes(product.id))!;
    return {
      title: product.name,
      subtitle: product.cartSubtitle,
      description: product.cartDescription,
      featuredDescription: course.shortDescription,
      size: 'normal',
      price: product.price,
      originalPrice: product.originalPrice,
      priceCta: product.cartCta,
      rating: 0,
      learnMoreUrl: href(paths.course, { courseId: course.id }),
      attachedIcon: { url: course.thumbnailUrl },
      attachedBackground: { url: course.featuredUrl },
      colors: [product.color],
      products: [{ id: product.id, name: product.name }],
    };
  });
}

function coursePosition(course: { categories: { name: string; coursePosition: number }[] }): number {
  return course.categories.find((c) => c.name === 'Certifications')?.coursePosition ?? 999;
}
