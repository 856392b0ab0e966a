// GET /api/users/:id/drivers_license.json: a 5-minute link to the private file, asked for when opened.
import { driversLicenseFile as contract } from '@shared/contracts/profile';
import { fetchContract } from '@web/lib/contract-query';

export const fetchDriversLicenseLink = (id: string) => fetchContract(contract, { params: { id } });
