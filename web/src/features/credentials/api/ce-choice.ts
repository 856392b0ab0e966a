// GET and PATCH /api/user_courses/:uuid/cme_choice.json: the accreditation and CE choice screen
// (accreditations grouped by name, which certificates the learner wants). Choosing changes the
// course's certificates and their count, so those reads are refreshed.
import type { QueryData } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData, useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import { userCourseReads } from '@web/lib/user-course-reads';

const contract = apiRoute('credentials/get-ce-choice');
const choose = apiRoute('credentials/choose-ce');
const listCmeCertificates = apiRoute('credentials/list-cme-certificates');

export type CeChoice = QueryData<typeof contract>;

export const useCeChoice = (userCourseUuid: string) => useContractQuery(contract, { params: { uuid: userCourseUuid } });

export const useChooseCe = (userCourseUuid: string) =>
  useContractMutation(choose, {
    // The screen moves on to the chosen certificates: the reply's toast would say it twice (and sit under the dialog).
    request: (accreditationIds: string[]) => ({
      params: { uuid: userCourseUuid },
      body: { accreditationIds },
      showToaster: false,
    }),
    update: ({ body: { data, chosen, locked } }, _ids, client) =>
      setContractData(client, contract, { params: { uuid: userCourseUuid } }, { data, chosen, locked }),
    invalidates: [...userCourseReads, listCmeCertificates],
  });
