// CDK entry point (cdk.json "app"). Bundles every handler in one esbuild call, then builds the stacks.
// Bundling is skipped when the CLI passes no stacks to bundle (`cdk ls`, `cdk destroy`).
import { App } from 'aws-cdk-lib';
import { bundleHandlers, handlerEntries, lambdaBuildDir } from '../build/bundle';
import { bundlingSkipped } from '../constructs/app-function';
import { appContextDefaults, buildApp } from '../stacks/app-stacks';

const app = new App({ context: appContextDefaults });
if (!bundlingSkipped(app)) {
  await bundleHandlers({ outdir: lambdaBuildDir, entries: handlerEntries() });
}
buildApp(app);
app.synth();
