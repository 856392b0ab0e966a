import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { driversLicenseFile } from '@functions/domain/profile/drivers-license-file';

export const handler = defineHttpHandler(contracts.driversLicenseFile, async ({ params, caller }) => ({
  status: 200,
  body: await driversLicenseFile(caller, params.id),
}));
