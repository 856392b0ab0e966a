// Self-check for the seeded catalogue: `npx tsx infra/local/seed/catalog/check.ts`.
// Throws on structural problems; prints a per-course summary when everything passes.
import { seedCourses } from './index';
import { SAMPLE_NOTICE, type SeedCourse } from './types';

const EXPECTED_ORDER: SeedCourse['courseType'][] = ['ACLS', 'PALS', 'BLS', 'NRP', 'CPR'];
const RENEWALS: SeedCourse['courseType'][] = ['ACLS', 'PALS', 'BLS'];

const problems: string[] = [];
const fail = (message: string): void => {
  problems.push(message);
};

/** Words of readable text in an HTML fragment, excluding the sample notice. */
export function wordCount(html: string): number {
  const text = html
    .replace(SAMPLE_NOTICE, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** WCAG relative-luminance contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

const seenIds = new Map<string, string>();
const claimId = (id: string, where: string): void => {
  if (!id || !/^[a-z0-9-]+$/.test(id)) fail(`${where}: malformed id '${id}'`);
  const previous = seenIds.get(id);
  if (previous) fail(`duplicate id '${id}' (${previous} and ${where})`);
  else seenIds.set(id, where);
};

function checkHtml(html: string, where: string): void {
  if (/<script/i.test(html)) fail(`${where}: contains a script element`);
  if (/\son[a-z]+\s*=/i.test(html)) fail(`${where}: contains an inline event handler`);
  if (/<img/i.test(html)) fail(`${where}: contains an image`);
  if (/\sstyle\s*=/i.test(html)) fail(`${where}: contains an inline style`);
  if (/javascript:/i.test(html)) fail(`${where}: contains a javascript: URL`);
  if (html.includes('${')) fail(`${where}: contains an unexpanded template placeholder`);
  // Tags must balance (void elements excepted).
  const stack: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    const [, closing, rawName, selfClosing] = match;
    const name = (rawName ?? '').toLowerCase();
    if (selfClosing || ['br', 'hr', 'wbr'].includes(name)) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) {
      fail(`${where}: unbalanced </${name}>`);
      return;
    }
  }
  if (stack.length) fail(`${where}: unclosed <${stack.join('>, <')}>`);
}

if (seedCourses.length !== 5) fail(`expected 5 courses, found ${seedCourses.length}`);
seedCourses.forEach((course, index) => {
  const c = course.id;
  if (course.courseType !== EXPECTED_ORDER[index]) fail(`${c}: expected ${EXPECTED_ORDER[index]} at position ${index}`);
  if (course.id !== course.courseType.toLowerCase()) fail(`${c}: id should be '${course.courseType.toLowerCase()}'`);
  claimId(course.id, `course ${c}`);

  for (const field of [
    'title',
    'subtitle',
    'shortDescription',
    'description',
    'targetAudience',
    'disclosures',
  ] as const) {
    if (!course[field].trim()) fail(`${c}: empty ${field}`);
  }
  checkHtml(course.description, `${c} description`);
  if (course.learningObjectives.length < 4 || course.learningObjectives.length > 6)
    fail(`${c}: 4-6 learning objectives expected`);
  if (!(course.creditHours > 0)) fail(`${c}: creditHours must be positive`);
  if (!/^#[0-9a-fA-F]{6}$/.test(course.color)) fail(`${c}: colour must be #rrggbb`);
  else if (contrastWithWhite(course.color) < 4.5)
    fail(`${c}: colour ${course.color} contrast with white is ${contrastWithWhite(course.color).toFixed(2)} (< 4.5)`);

  // Categories.
  const cat = (name: string) => course.categories.find((x) => x.name === name);
  const featured = cat('Featured');
  if ((course.courseType === 'ACLS') !== Boolean(featured)) fail(`${c}: only ACLS is Featured`);
  if (featured && featured.position !== 0) fail(`${c}: Featured position must be 0`);
  const certs = cat('Certifications');
  if (certs?.position !== 1 || certs.coursePosition !== index + 1)
    fail(`${c}: Certifications position 1, coursePosition ${index + 1}`);
  const renewals = cat('Renewals');
  if (RENEWALS.includes(course.courseType) !== Boolean(renewals)) fail(`${c}: Renewals membership wrong`);
  if (renewals && renewals.position !== 2) fail(`${c}: Renewals position must be 2`);

  if (course.authors.length < 1 || course.authors.length > 2) fail(`${c}: 1-2 authors expected`);
  course.authors.forEach((a) => {
    if (!a.name || !a.postNominal || !a.affiliation) fail(`${c}: incomplete author ${a.id}`);
  });
  if (!course.approvalEntities.length) fail(`${c}: no approval entities`);

  // Products.
  const { certification, recertification } = course.products ?? {};
  if (!certification || !recertification) fail(`${c}: missing products`);
  for (const [product, kind, suffix] of [
    [certification, 'certification', 'cert'],
    [recertification, 'recertification', 'recert'],
  ] as const) {
    if (!product) continue;
    if (product.id !== `${c}-${suffix}`) fail(`${c}: product id should be ${c}-${suffix}`);
    claimId(product.id, `product ${product.id}`);
    if (product.kind !== kind) fail(`${product.id}: kind should be ${kind}`);
    if (!Number.isInteger(product.price) || !Number.isInteger(product.originalPrice) || product.price <= 0)
      fail(`${product.id}: prices must be positive integer cents`);
    if (product.originalPrice < product.price) fail(`${product.id}: originalPrice below price`);
    if (!product.name || !product.cartSubtitle || !product.cartCta || !product.cartDescription)
      fail(`${product.id}: incomplete cart text`);
  }
  if (certification && recertification && recertification.price >= certification.price)
    fail(`${c}: recertification should cost less`);

  // Sections.
  if (course.sections.length < 6) fail(`${c}: only ${course.sections.length} sections (need 6)`);
  let hasTableOrCallout = false;
  course.sections.forEach((s, i) => {
    claimId(s.id, `section ${s.id}`);
    if (s.id !== `${c}-s${i + 1}`) fail(`${s.id}: expected id ${c}-s${i + 1}`);
    if (!s.title || !s.about) fail(`${s.id}: missing title/about`);
    if (!(s.duration > 0)) fail(`${s.id}: duration must be positive`);
    if (!s.content.startsWith(SAMPLE_NOTICE)) fail(`${s.id}: content does not start with SAMPLE_NOTICE`);
    if (!/<h2[\s>]/.test(s.content) || !/<h3[\s>]/.test(s.content)) fail(`${s.id}: needs h2 and h3 headings`);
    if (!/<(ul|ol)[\s>]/.test(s.content)) fail(`${s.id}: needs a list`);
    if (/<table[\s>]/.test(s.content) || /<aside class="callout"/.test(s.content)) hasTableOrCallout = true;
    checkHtml(s.content, s.id);
    const words = wordCount(s.content);
    if (words < 350 || words > 700) fail(`${s.id}: ${words} words (expected 350-700)`);
  });
  if (!hasTableOrCallout) fail(`${c}: needs at least one table or callout`);

  // Exam.
  const exam = course.exam;
  if (exam.questionBankId !== `${c}-bank`) fail(`${c}: questionBankId should be ${c}-bank`);
  claimId(exam.questionBankId, `bank ${exam.questionBankId}`);
  if (exam.questionBankName !== `${course.courseType === 'CPR' ? 'CPR & First Aid' : course.courseType} Question Bank`)
    fail(`${c}: unexpected questionBankName '${exam.questionBankName}'`);
  if (exam.questionsPerExam !== 10 || exam.passingScore !== 80) fail(`${c}: exam must be 10 questions, 80% pass`);

  // Questions.
  if (course.questions.length < 30) fail(`${c}: only ${course.questions.length} questions (need 30)`);
  if (course.questions.length < exam.questionsPerExam) fail(`${c}: fewer questions than questionsPerExam`);
  const positions = [0, 0, 0, 0];
  const texts = new Set<string>();
  course.questions.forEach((q, i) => {
    claimId(q.id, `question ${q.id}`);
    if (q.id !== `${c}-q${i + 1}`) fail(`${q.id}: expected id ${c}-q${i + 1}`);
    if (!q.content.trim()) fail(`${q.id}: empty question`);
    if (texts.has(q.content)) fail(`${q.id}: duplicate question text`);
    texts.add(q.content);
    if (!Array.isArray(q.answers) || q.answers.length !== 4) {
      fail(`${q.id}: has ${q.answers?.length ?? 0} answers (need exactly 4)`);
      return;
    }
    const correct = q.answers.filter((a) => a.correct === true);
    if (correct.length !== 1) fail(`${q.id}: has ${correct.length} correct answers (need exactly 1)`);
    if (q.answers.some((a) => !a.content.trim())) fail(`${q.id}: empty answer`);
    if (new Set(q.answers.map((a) => a.content.trim().toLowerCase())).size !== 4) fail(`${q.id}: duplicate answers`);
    const at = q.answers.findIndex((a) => a.correct);
    if (at >= 0) positions[at] = (positions[at] ?? 0) + 1;
  });
  const max = Math.max(...positions);
  if (max > course.questions.length * 0.4)
    fail(`${c}: correct answers cluster in one position (${positions.join('/')})`);
  if (positions.some((p) => p === 0))
    fail(`${c}: correct answer never appears in some position (${positions.join('/')})`);
});

if (problems.length) {
  throw new Error(`Seed catalogue check failed:\n- ${problems.join('\n- ')}`);
}

for (const course of seedCourses) {
  const words = course.sections.map((s) => wordCount(s.content));
  const total = words.reduce((a, b) => a + b, 0);
  const positions = [0, 1, 2, 3].map((p) => course.questions.filter((q) => q.answers[p]?.correct).length);
  console.log(
    `${course.courseType.padEnd(5)} sections=${course.sections.length} words=${total} (per section ${words.join(', ')}) questions=${course.questions.length} correct A/B/C/D=${positions.join('/')}`,
  );
}
console.log('Seed catalogue OK');
