// The catalogue: courses, their sections, products, question banks and ad tiles.
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './table';
import { itemSchema, parseItem } from './items';
import { optimistic, RETRY } from './writes';
import * as keys from './keys';

export interface Course {
  id: string;
  courseType: string;
  title: string;
  subtitle: string;
  shortDescription: string;
  description: string;
  targetAudience: string;
  learningObjectives: string[];
  creditHours: number;
  color: string;
  thumbnailUrl: string | null;
  featuredUrl: string | null;
  categories: { name: string; position: number; coursePosition: number }[];
  authors: { id: string; name: string; postNominal: string; affiliation: string }[];
  approvalEntities: { id: string; name: string }[];
  disclosures: string;
  productIds: string[];
  questionBankId: string;
  questionsPerExam: number;
  /** Percent of questions that must be right. */
  passingScore: number;
  sectionCount: number;
}

export interface CourseSection {
  id: string;
  courseId: string;
  position: number;
  title: string;
  about: string;
  duration: number;
  content: string;
  /** SECTION_SANITIZER_VERSION of the allow-list `content` was sanitized with; absent on items written before it was recorded. */
  contentSanitizer?: number;
  /** The first image of `content` (the spec's attachedThumbnail), null when it has none; absent on items written before it was kept. */
  thumbnailUrl?: string | null;
}

export interface Product {
  id: string;
  name: string;
  kind: 'certification' | 'recertification';
  courseIds: string[];
  sisterId: string | null;
  /** Integer cents. */
  price: number;
  originalPrice: number;
  cartSubtitle: string;
  cartCta: string;
  cartDescription: string;
  color: string;
}

export const productSchema = /* @__PURE__ */ itemSchema<Product>('Product', () =>
  z.looseObject({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['certification', 'recertification']),
    courseIds: z.array(z.string()),
    sisterId: z.nullable(z.string()),
    price: z.number(),
    originalPrice: z.number(),
    cartSubtitle: z.string(),
    cartCta: z.string(),
    cartDescription: z.string(),
    color: z.string(),
  }),
);

export interface Answer {
  id: string;
  content: string;
  correct: boolean;
  order: number;
}

export interface Question {
  id: string;
  bankId: string;
  content: string;
  enabled: boolean;
  answers: Answer[];
}

export interface AdTile {
  id: string;
  title: string;
  mainAd: string;
  paragraphText: string;
  backgroundImageUrl: string | null;
  adLinks: { title: string; url: string }[];
  position: number;
}

const courseSchema = /* @__PURE__ */ itemSchema<Course>('Course', () =>
  z.looseObject({
    id: z.string(),
    courseType: z.string(),
    title: z.string(),
    subtitle: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    targetAudience: z.string(),
    learningObjectives: z.array(z.string()),
    creditHours: z.number(),
    color: z.string(),
    thumbnailUrl: z.nullable(z.string()),
    featuredUrl: z.nullable(z.string()),
    categories: z.array(z.looseObject({ name: z.string(), position: z.number(), coursePosition: z.number() })),
    authors: z.array(
      z.looseObject({ id: z.string(), name: z.string(), postNominal: z.string(), affiliation: z.string() }),
    ),
    approvalEntities: z.array(z.looseObject({ id: z.string(), name: z.string() })),
    disclosures: z.string(),
    productIds: z.array(z.string()),
    questionBankId: z.string(),
    questionsPerExam: z.number(),
    passingScore: z.number(),
    sectionCount: z.number(),
  }),
);

const sectionSummaryFields = () => ({
  id: z.string(),
  courseId: z.string(),
  position: z.number(),
  title: z.string(),
  about: z.string(),
  duration: z.number(),
  contentSanitizer: z.optional(z.number()),
  thumbnailUrl: z.optional(z.nullable(z.string())),
});
const sectionSummarySchema = /* @__PURE__ */ itemSchema<CourseSectionSummary>('CourseSection', () =>
  z.looseObject(sectionSummaryFields()),
);
export const sectionSchema = /* @__PURE__ */ itemSchema<CourseSection>('CourseSection', () =>
  z.looseObject({ ...sectionSummaryFields(), content: z.string() }),
);

const answerSchema = () =>
  z.looseObject({
    id: z.string(),
    content: z.string(),
    correct: z.boolean(),
    order: z.number(),
  });
export const questionFields = () => ({
  id: z.string(),
  bankId: z.string(),
  content: z.string(),
  enabled: z.boolean(),
  answers: z.array(answerSchema()),
});
export const questionSchema = /* @__PURE__ */ itemSchema<Question>('Question', () => z.looseObject(questionFields()));

const adTileSchema = /* @__PURE__ */ itemSchema<AdTile>('AdTile', () =>
  z.looseObject({
    id: z.string(),
    title: z.string(),
    mainAd: z.string(),
    paragraphText: z.string(),
    backgroundImageUrl: z.nullable(z.string()),
    adLinks: z.array(z.looseObject({ title: z.string(), url: z.string() })),
    position: z.number(),
  }),
);

/** Batch-writes items 25 at a time (seed and admin imports). */
export async function putItems(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    // Items DynamoDB leaves unprocessed (throttling) are written again after the shared retry pause.
    await optimistic({
      write: async () => {
        const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (result.UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
          request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
        );
        return pending.length ? RETRY : undefined;
      },
      exhausted: () => new Error(`BatchWriteItem left ${pending.length} items unprocessed`),
    });
  }
}

export const courseItem = (course: Course) => ({
  ...keys.course(course.id),
  ...keys.courseInCatalog(course.id),
  type: 'Course',
  ...course,
});
export const sectionItem = (section: CourseSection) => ({
  ...keys.courseSection(section.courseId, section.position),
  type: 'CourseSection',
  ...section,
});
export const productItem = (product: Product) => ({ ...keys.product(product.id), type: 'Product', ...product });
export const questionItem = (question: Question) => ({
  ...keys.question(question.bankId, question.id),
  type: 'Question',
  ...question,
});
/** `questionCount` is moved by the admin's question writes (functions/data/question-banks.ts); the seed sets it. */
export const questionBankItem = (bank: { id: string; name: string; questionCount?: number }) => ({
  ...keys.questionBank(bank.id),
  ...keys.questionBankInList(bank.id),
  type: 'QuestionBank',
  questionCount: 0,
  ...bank,
});
export const adTileItem = (tile: AdTile) => ({ ...keys.adTile(tile.id), type: 'AdTile', ...tile });

export async function listCatalogCourses(): Promise<Course[]> {
  const courses: Course[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.catalogCourses().GSI1PK },
        ExclusiveStartKey: start,
      }),
    );
    courses.push(...(page.Items ?? []).map((item) => parseItem(courseSchema, item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return courses;
}

export async function getCourse(courseId: string): Promise<Course | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.course(courseId) }));
  return Item ? parseItem(courseSchema, Item) : null;
}

/** A section as lists show it: everything but the HTML body. */
export type CourseSectionSummary = Omit<CourseSection, 'content'>;

/**
 * A course's sections in order, without their HTML bodies (one section's body is read only when
 * it is shown). Every page is read: a Query stops at 1 MB of items read, bodies included.
 */
export const listCourseSections = (courseId: string): Promise<CourseSectionSummary[]> =>
  queryAll(keys.courseSectionsPrefix(courseId), {
    attributes: ['id', 'courseId', 'position', 'title', 'about', 'duration', 'contentSanitizer', 'thumbnailUrl'],
    item: sectionSummarySchema,
  });

export async function getCourseSection(courseId: string, position: number): Promise<CourseSection | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.courseSection(courseId, position) }),
  );
  return Item ? parseItem(sectionSchema, Item) : null;
}

/** Every question of a bank (banks hold tens to a few hundred questions). */
export const listQuestionsOfBank = (bankId: string) => queryAll(keys.questionsPrefix(bankId), { item: questionSchema });

export async function listAdTiles(): Promise<AdTile[]> {
  return (await queryAll(keys.adTilesPrefix(), { item: adTileSchema })).sort((a, b) => a.position - b.position);
}
