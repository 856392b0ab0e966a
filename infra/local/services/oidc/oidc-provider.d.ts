// The part of oidc-provider 9 (which ships no types) that the local stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
  }

  /** The request context a check or a configuration hook sees (only what the stand-in reads). */
  export interface OidcContext {
    oidc: {
      result?: { login?: unknown; consent?: { grantId?: string } };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
      provider: Provider;
    };
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    static REQUEST_PROMPT: boolean;
    static NO_NEED_TO_PROMPT: boolean;
    constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean | Promise<boolean>);
  }

  export interface Prompt {
    name: string;
    checks: { add(check: Check, index?: number): void };
  }

  export const interactionPolicy: {
    Check: typeof Check;
    base(): { get(name: string): Prompt | undefined };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Grant: {
      new (init: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
  }
}
