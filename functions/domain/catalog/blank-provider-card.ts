// Where a course's blank provider card is served (GET /api/courses/:id/blank_provider_card.pdf, the
// contract blankProviderCardPdf): the URL exams and employer notifications carry as
// courseBlankProviderCard.url. Here, below learning and credentials, so both can name it.
export const blankProviderCardUrl = (courseId: string): string =>
  `/api/courses/${encodeURIComponent(courseId)}/blank_provider_card.pdf`;
