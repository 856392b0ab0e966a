// The recertification product of a card's course: what a renewal reminder's link puts in the cart.
import { getCourse } from '@functions/data/catalog';
import { getUserCourse } from '@functions/data/learning';
import { getProductsByIds } from '@functions/data/products';
import type { ProviderCard } from '@functions/data/provider-cards';

/** Null when the card's course or its recertification product is unknown (the link then opens the dashboard). */
export async function recertificationProductOf(card: ProviderCard): Promise<string | null> {
  const userCourse = await getUserCourse(card.userId, card.userCourseUuid);
  const course = userCourse ? await getCourse(userCourse.courseId) : null;
  if (!course) return null;
  const products = await getProductsByIds(course.productIds);
  return products.find((product) => product.kind === 'recertification')?.id ?? null;
}
