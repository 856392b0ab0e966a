// GET /api/cme_certificates.json?userCourseUuid= and the PDF links (opened in a new tab with the session cookie).
import { fillPath } from '@shared/contracts/path';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const cmeCertificatePdf = apiRoute('credentials/cme-certificate-pdf');
const contract = apiRoute('credentials/list-cme-certificates');

export const useCmeCertificates = (userCourseUuid: string) =>
  useContractQuery(contract, { query: { userCourseUuid } }, { select: (body) => body.data });
export const cmeCertificatePdfUrl = (id: string, userCourseUuid: string) =>
  `${fillPath(cmeCertificatePdf.path, { id })}?${new URLSearchParams({ user_course_uuid: userCourseUuid }).toString()}`;
