// A member's external (non-platform) certifications and what they can renew: read, add, edit,
// delete. Each write changes the member's compliance, so the group's lists are stale after it.
import type { BodyInput } from '@web/lib/api';
import { SELECT_OPTIONS_PER_PAGE } from '@shared/contracts/list-options';
import type { ExternalCertification } from '@shared/contracts/group-certifications';
import type { CacheTarget, QueryData } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import { GROUP_MEMBER_READS } from './group-reads';

const listCertifications = apiRoute('groups/list-external-certifications');
const getCertification = apiRoute('groups/get-external-certification');
const createCertification = apiRoute('groups/create-external-certification');
const updateCertification = apiRoute('groups/update-external-certification');
const deleteCertification = apiRoute('groups/delete-external-certification');
const listExpirationGroups = apiRoute('groups/list-course-expiration-groups');

export type { ExternalCertification };

const stale: readonly CacheTarget[] = [listCertifications, getCertification, ...GROUP_MEMBER_READS];

const selectList = (body: QueryData<typeof listCertifications>) => body.data;
export const useMemberCertifications = (userId: string) =>
  useContractQuery(listCertifications, { query: { user_id: userId } }, { select: selectList });
const selectOne = (body: QueryData<typeof getCertification>) => body.data;
export const useCertification = (id: string) =>
  useContractQuery(getCertification, { params: { id } }, { select: selectOne });
const selectGroups = (body: QueryData<typeof listExpirationGroups>) => body.data;
export const useCourseExpirationGroups = () =>
  useContractQuery(listExpirationGroups, { query: {} }, { select: selectGroups });
/** The progress report's Course filter options: the list's URL with perPage 100 (spec G:214). */
const selectCourseOptions = (body: QueryData<typeof listExpirationGroups>) =>
  body.data.map((course) => ({ value: course.id, label: course.name }));
export const useCourseOptions = () =>
  useContractQuery(
    listExpirationGroups,
    { query: { perPage: SELECT_OPTIONS_PER_PAGE } },
    { select: selectCourseOptions },
  );

export const useCreateCertification = () =>
  useContractMutation(createCertification, {
    request: (body: BodyInput<typeof createCertification>) => ({ body }),
    invalidates: stale,
  });
export const useUpdateCertification = (id: string) =>
  useContractMutation(updateCertification, {
    request: (body: BodyInput<typeof updateCertification>) => ({ params: { id }, body }),
    invalidates: stale,
  });
export const useDeleteCertification = () =>
  useContractMutation(deleteCertification, { request: (id: string) => ({ params: { id } }), invalidates: stale });

/** The create schema, loaded when the form is first submitted. */
export const loadCertificationBody = () =>
  import('@shared/contracts/group-certifications').then((m) => m.createExternalCertification.body);
