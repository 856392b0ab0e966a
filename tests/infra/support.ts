// Builds the CDK app without bundling (functions get placeholder inline code) and reads
// functions, roles and policies out of the synthesized templates.
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { appContextDefaults, buildApp, type AppStacks, type BuildAppOptions } from '@infra/stacks/app-stacks';
import type { LooseJson } from '@tests/support/loose-json';

export interface SynthOptions extends BuildAppOptions {
  context?: Record<string, unknown>;
  /** CDK's built-in CloudFormation validation (~3 s). Default true. */
  validate?: boolean;
  /** Called after the stacks exist and before synth (e.g. to add probe functions). */
  extend?: (stacks: AppStacks) => void;
}

export interface SynthResult {
  stacks: AppStacks;
  assembly: CloudAssembly;
  all: Stack[];
  template: (stack: Stack) => Template;
}

export function synthApp(options: SynthOptions = {}): SynthResult {
  const app = new App({
    // `aws:cdk:bundling-stacks: []` is what the CLI passes when nothing is to be bundled:
    // infra/bin/app.ts then skips esbuild and AppFunction uses placeholder inline code.
    context: { ...appContextDefaults, 'aws:cdk:bundling-stacks': [], ...options.context },
    builtinCloudFormationValidation: options.validate ?? true,
  });
  const stacks = buildApp(app, options);
  options.extend?.(stacks);
  const assembly = app.synth();
  const all: Stack[] = [
    stacks.operations,
    stacks.data,
    stacks.api,
    stacks.realtime,
    stacks.web,
    ...stacks.routes,
    stacks.jobs,
    stacks.workers,
    stacks.migrations,
    stacks.throttles,
    ...(stacks.edge ? [stacks.edge] : []),
    ...(stacks.google ? [stacks.google] : []),
  ];
  const cache = new Map<Stack, Template>();
  return {
    stacks,
    assembly,
    all,
    template: (stack) => {
      let found = cache.get(stack);
      if (!found) {
        found = Template.fromStack(stack);
        cache.set(stack, found);
      }
      return found;
    },
  };
}

type Json = Record<string, LooseJson>;

export interface FunctionInfo {
  logicalId: string;
  description: string;
  properties: Json;
  env: Record<string, unknown>;
  roleLogicalId: string;
  role: Json;
  /** Allow statements of every policy attached to the role. */
  statements: Json[];
  actions: Set<string>;
}

export function resourcesOfType(template: Template, type: string): [string, Json][] {
  return Object.entries(template.findResources(type));
}

export function functionsIn(template: Template): FunctionInfo[] {
  const policies = resourcesOfType(template, 'AWS::IAM::Policy');
  const roles = template.findResources('AWS::IAM::Role');
  return resourcesOfType(template, 'AWS::Lambda::Function').map(([logicalId, resource]) => {
    const properties = resource.Properties as Json;
    const roleLogicalId = properties.Role?.['Fn::GetAtt']?.[0] as string;
    const role = roles[roleLogicalId];
    if (!role) throw new Error(`${logicalId} has no role in this template`);
    const statements = [
      ...(role.Properties.Policies ?? []).flatMap((p: Json) => p.PolicyDocument.Statement),
      ...policies
        .filter(([, p]) => (p.Properties.Roles as Json[]).some((r) => r.Ref === roleLogicalId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Json[]),
    ].filter((s: Json) => s.Effect === 'Allow');
    const actions = new Set<string>(statements.flatMap((s: Json) => (Array.isArray(s.Action) ? s.Action : [s.Action])));
    return {
      logicalId,
      description: String(properties.Description ?? ''),
      properties,
      env: (properties.Environment?.Variables ?? {}) as Record<string, unknown>,
      roleLogicalId,
      role,
      statements,
      actions,
    };
  });
}

/** Statements whose Resource mentions the given logical id (directly or through a cross-stack import). */
export function statementsTouching(fn: FunctionInfo, logicalId: string): Json[] {
  return fn.statements.filter((s) => JSON.stringify(s.Resource).includes(logicalId));
}

/** Logical id of the single resource of `type` in `template` whose id starts with `prefix`. */
export function logicalIdOf(template: Template, type: string, prefix: string): string {
  const ids = Object.keys(template.findResources(type)).filter((id) => id.startsWith(prefix));
  if (ids.length !== 1)
    throw new Error(`Expected one ${type} starting with ${prefix}, found ${ids.join(', ') || 'none'}`);
  return ids[0]!;
}

/**
 * Unsuppressed cdk-nag findings (errors and warnings) of a stack, read from the assembly already
 * synthesized (Annotations.fromStack would re-synthesize the whole app for every stack).
 */
export function nagFindings(assembly: CloudAssembly, stack: Stack): string[] {
  return assembly
    .getStackArtifact(stack.artifactId)
    .messages.filter(
      (m) => (m.level === 'error' || m.level === 'warning') && String(m.entry.data).startsWith('AwsSolutions-'),
    )
    .map((m) => `${m.id}: ${String(m.entry.data).split(':')[0]}`);
}
