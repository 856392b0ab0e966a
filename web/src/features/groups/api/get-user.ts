// GET /api/groups/users/{id}.json: one member of the group.
import type { GroupMember } from '@shared/contracts/groups';
import { fetchContract } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/get-user');

export type { GroupMember };
export const useGroupMember = (id: string) => useContractQuery(contract, { params: { id } });

const driversLicenseFile = apiRoute('profile/drivers-license-file');
/** A 5-minute link to the member's driver's license in the private bucket, asked for when opened. */
export const fetchMemberDriversLicenseLink = (id: string) => fetchContract(driversLicenseFile, { params: { id } });
