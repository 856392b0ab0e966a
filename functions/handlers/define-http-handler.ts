// The composition root of the HTTP Lambdas: lib's handler factory with the domain's caller
// resolution in its port. Every handler in http/ builds itself with this defineHttpHandler.
import { httpHandlerFactory } from '@functions/lib/http-handler';
import { resolveCaller } from '@functions/domain/auth/resolve-caller';

export const defineHttpHandler = httpHandlerFactory({ resolveCaller });
