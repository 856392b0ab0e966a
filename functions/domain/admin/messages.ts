// What the content admin's use cases say: their toasts and the refusals they name.

export const ADMIN_MESSAGES = {
  questionBankCreated: 'Question bank created.',
  questionAdded: 'Question added.',
  questionDeleted: 'Question deleted.',
  answerAdded: 'Answer added.',
  sectionSaved: 'Section saved.',
  sectionSavedCleaned:
    'Section saved. Markup that sections may not contain (scripts, event handlers, unsafe links or styles) was removed.',
  folderCreated: (name: string) => `Folder “${name}” created.`,
  fileUploaded: (fileName: string) => `Uploaded ${fileName}.`,
  fileDeleted: (fileName: string) => `Deleted ${fileName}.`,
  groupVerified: (groupName: string) => `${groupName} is verified.`,
} as const;

/** Why exams do not draw a question, by field (questions.ts). */
export const DISABLED_MESSAGE = 'This question is disabled: exams do not draw it.';
export const NO_CORRECT_ANSWER_MESSAGE =
  'This question has no correct answer yet: exams draw it once one is marked correct.';

export const NOT_AN_ANSWER_MESSAGE = 'is not an answer of this question';
