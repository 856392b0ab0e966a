// GET /api/openapi.json's document. From the sources it is built once per process (the local stack,
// tests); a Lambda bundle gets this module replaced by the document built at bundle time
// (infra/build/openapi-document.ts), so the function carries neither the contracts nor zod.
import { contracts } from '@shared/contracts/index';
import { DOMAIN_CHECKED } from '@shared/contracts/domain-checked';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-builder';
import { contractModules } from './openapi-contract-modules';
import { namedSchemas } from './openapi-schemas';

let built: OpenApiDocument | undefined;

export function openapiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument({
    contracts,
    names: namedSchemas(contractModules),
    domainChecked: DOMAIN_CHECKED,
  });
  return built;
}
