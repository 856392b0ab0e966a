// Bundled in place of `@aws-sdk/credential-provider-node` in Lambda bundles (infra/build/bundle.ts).
// Lambda always hands a function its role's credentials in environment variables, so the
// SDK's full default chain (SSO, INI files, IMDS, process, web identity: ~80 KB per bundle)
// is dead weight there. Local runs are not bundled and keep the full chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
