// GET /api/users/:id/drivers_license.json: a 5-minute link to the private file, asked for when opened.
import { fetchContract } from '@web/lib/contract-key';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/drivers-license-file');

export const fetchDriversLicenseLink = (id: string) => fetchContract(contract, { params: { id } });
