// Small builders that keep the course files readable; they return plain SeedQuestion data.
import type { SeedQuestion } from './types';

/**
 * A single-best-answer question: four answer texts and the zero-based index of the correct one.
 */
export function mcq(
  id: string,
  content: string,
  correct: 0 | 1 | 2 | 3,
  answers: [string, string, string, string],
): SeedQuestion {
  const [a, b, c, d] = answers;
  return {
    id,
    content,
    answers: [
      { content: a, correct: correct === 0 },
      { content: b, correct: correct === 1 },
      { content: c, correct: correct === 2 },
      { content: d, correct: correct === 3 },
    ],
  };
}
