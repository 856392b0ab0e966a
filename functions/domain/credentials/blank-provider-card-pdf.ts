// GET /api/courses/:id/blank_provider_card.pdf: the course's card as every holder's looks, without one.
import { renderBlankProviderCard } from '@functions/adapters/pdf/provider-card';
import { requireCourse } from '../catalog/catalog';
import { loadCompany } from '../company/company-settings';

export async function blankProviderCardPdf(courseId: string): Promise<Uint8Array> {
  const [course, company] = await Promise.all([requireCourse(courseId), loadCompany()]);
  return renderBlankProviderCard({
    courseTitle: course.title,
    courseType: course.courseType,
    color: course.color,
    companyName: company.name,
  });
}
