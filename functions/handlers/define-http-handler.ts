// The composition root of the HTTP Lambdas: lib's handler factory with the domain's caller
// resolution and the idempotency store in its ports. Every handler in http/ builds itself with
// defineHttpHandler, or, when its public route never reads a session (the health check, webhooks
// signed by their sender), with defineSessionlessHttpHandler, whose bundle holds neither port.
// Each is marked pure so a bundle keeps only the one its handler calls.
import { httpHandlerFactory } from '@functions/lib/http-handler';
import { runIdempotentRequest } from '@functions/lib/idempotency';
import { resolveCaller } from '@functions/domain/auth/resolve-caller';

export const defineHttpHandler = /* @__PURE__ */ httpHandlerFactory({
  resolveCaller,
  runIdempotentRequest,
});

export const defineSessionlessHttpHandler = /* @__PURE__ */ httpHandlerFactory<{ access: 'public' }>({
  resolveCaller: null,
});
