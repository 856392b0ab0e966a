import { driversLicenseFile } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { driversLicenseLink } from '@functions/domain/profile/drivers-license-file';

export const handler = defineHttpHandler(driversLicenseFile, async ({ params, caller }) => ({
  status: 200,
  body: await driversLicenseLink(caller, params.id),
}));
