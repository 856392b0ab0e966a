// A question's answers as the admin edits them: always ordered 1..n, at most one correct.
// The server applies these to the answers it read (and writes them back conditioned on the
// question's version); the web applies the same rules to show a move before the reply arrives.

export interface OrderedAnswer {
  id: string;
  order: number;
  correct: boolean;
}

const byOrder = <A extends OrderedAnswer>(answers: readonly A[]): A[] =>
  [...answers].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** Numbers the answers 1..n in their current order (closing gaps, breaking ties by id). */
export const renumber = <A extends OrderedAnswer>(answers: readonly A[]): A[] =>
  byOrder(answers).map((answer, index) => ({ ...answer, order: index + 1 }));

/** Moves one answer to position `order` (1 = first; past the end means last); the others keep their relative order. */
export function moveAnswer<A extends OrderedAnswer>(answers: readonly A[], id: string, order: number): A[] {
  const sorted = byOrder(answers);
  const from = sorted.findIndex((answer) => answer.id === id);
  if (from < 0) return renumber(sorted);
  const [moved] = sorted.splice(from, 1);
  sorted.splice(Math.min(Math.max(order, 1), sorted.length + 1) - 1, 0, moved!);
  return sorted.map((answer, index) => ({ ...answer, order: index + 1 }));
}

/** Makes one answer the only correct one. */
export const markCorrect = <A extends OrderedAnswer>(answers: readonly A[], id: string): A[] =>
  renumber(answers).map((answer) => ({ ...answer, correct: answer.id === id }));

/** Removes an answer and closes up the order. */
export const removeAnswer = <A extends OrderedAnswer>(answers: readonly A[], id: string): A[] =>
  renumber(answers.filter((answer) => answer.id !== id));

/** The correct answer's id, or null when none is marked. */
export const correctAnswerId = (answers: readonly OrderedAnswer[]): string | null =>
  answers.find((answer) => answer.correct)?.id ?? null;
