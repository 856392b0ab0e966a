// Loads the seeded catalogue (courses, sections, products, question banks, ad tiles).
import {
  adTileItem,
  courseItem,
  productItem,
  putItems,
  questionBankItem,
  questionItem,
  sectionItem,
  type Course,
} from '@functions/data/catalog';
import { storedSectionContent } from '@functions/domain/admin/section-html';
import { questionRefItem } from '@functions/data/question-banks';
import { seedCourses } from './catalog/index';
import { paths } from '@shared/paths';
import type { SeedCourse } from './catalog/types';

export function toCourse(seed: SeedCourse): Course {
  return {
    id: seed.id,
    courseType: seed.courseType,
    title: seed.title,
    subtitle: seed.subtitle,
    shortDescription: seed.shortDescription,
    description: seed.description,
    targetAudience: seed.targetAudience,
    learningObjectives: seed.learningObjectives,
    creditHours: seed.creditHours,
    color: seed.color,
    thumbnailUrl: null,
    featuredUrl: null,
    categories: seed.categories,
    authors: seed.authors,
    approvalEntities: seed.approvalEntities,
    disclosures: seed.disclosures,
    productIds: [seed.products.certification.id, seed.products.recertification.id],
    questionBankId: seed.exam.questionBankId,
    questionsPerExam: seed.exam.questionsPerExam,
    passingScore: seed.exam.passingScore,
    sectionCount: seed.sections.length,
  };
}

/** The player shows the section title as the page's h1; drop the content's own copy of it. */
export function withoutTitleHeading(content: string, title: string): string {
  return content.replace(`<h2>${title}</h2>`, '').replace(/\n{2,}/g, '\n');
}

export async function seedCatalog(): Promise<void> {
  const items: Record<string, unknown>[] = [];
  for (const seed of seedCourses) {
    items.push(courseItem(toCourse(seed)));
    // Sanitized on write like the admin's saves: learners' reads serve stored HTML as it is.
    for (const [index, section] of seed.sections.entries()) {
      const stored = storedSectionContent(withoutTitleHeading(section.content, section.title));
      items.push(
        sectionItem({
          ...section,
          content: stored.html,
          contentSanitizer: stored.sanitizer,
          thumbnailUrl: stored.thumbnailUrl,
          courseId: seed.id,
          position: index + 1,
        }),
      );
    }
    const { certification, recertification } = seed.products;
    for (const product of [certification, recertification]) {
      const sisterId = product === certification ? recertification.id : certification.id;
      items.push(productItem({ ...product, courseIds: [seed.id], sisterId, color: seed.color }));
    }
    items.push(
      questionBankItem({
        id: seed.exam.questionBankId,
        name: seed.exam.questionBankName,
        questionCount: seed.questions.length,
      }),
    );
    for (const question of seed.questions) {
      items.push(
        questionItem({
          id: question.id,
          bankId: seed.exam.questionBankId,
          content: question.content,
          enabled: true,
          answers: question.answers.map((answer, index) => ({
            id: `${question.id}-a${index + 1}`,
            content: answer.content,
            correct: answer.correct,
            order: index + 1,
          })),
        }),
        questionRefItem({ id: question.id, bankId: seed.exam.questionBankId }),
      );
    }
  }
  items.push(
    adTileItem({
      id: 'tile-for-life',
      position: 1,
      title: 'Certify for life',
      mainAd: 'Pay once. Recertify free every two years.',
      paragraphText:
        'With For Life, your recertification courses and exams are included for as long as you practise, with a reminder email before each card expires.',
      backgroundImageUrl: null,
      // For Life is sold in the cart (each certification's For Life option).
      adLinks: [{ title: 'See For Life plans', url: paths.cart }],
    }),
    adTileItem({
      id: 'tile-groups',
      position: 2,
      title: 'Training a whole unit?',
      mainAd: 'Group accounts save up to 35%.',
      paragraphText:
        'Hospitals and clinics buy seats in bulk, enroll staff in minutes and see everyone’s compliance at a glance.',
      backgroundImageUrl: null,
      adLinks: [{ title: 'Create a free group account', url: paths.groupSignup }],
    }),
  );
  await putItems(items);
}
