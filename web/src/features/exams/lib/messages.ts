// Texts the exam screens share.
export const LOADING_EXAM = 'Loading Exam...';
