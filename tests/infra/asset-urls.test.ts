// Course assets in AWS are linked through CloudFront: the distribution serves the public uploads
// bucket at /uploads/* (read-only, cached, the prefix taken off before S3), and every function given
// the public bucket builds asset URLs on `<app>/uploads` (ASSETS_BASE_URL).
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsIn, resourcesOfType, synthApp, type SynthResult } from './support';
import type { LooseJson } from '@tests/support/loose-json';

let app: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false });
});

const webTemplate = () =>
  app.template(app.stacks.web).toJSON() as { Resources: Record<string, { Type: string; Properties: LooseJson }> };
const distribution = () =>
  Object.values(webTemplate().Resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')!.Properties
    .DistributionConfig;
const publicBucketId = () => app.stacks.data.getLogicalId(app.stacks.data.publicBucket.node.defaultChild as CfnElement);

describe('the /uploads/* behaviour', () => {
  it('serves the public uploads bucket read-only and cached, with the /uploads prefix taken off', () => {
    const config = distribution();
    const behaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/uploads/*');
    expect(behaviour).toBeDefined();
    expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behaviour.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6'); // Managed-CachingOptimized
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(publicBucketId());
    const [association] = behaviour.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const functionId = association.FunctionARN['Fn::GetAtt'][0];
    const code = webTemplate().Resources[functionId]!.Properties.FunctionCode as string;
    expect(code).toContain('request.uri.slice(8)');
  });

  it("keeps the web build's own hashed files (/assets/*) on the site bucket: no behaviour claims them", () => {
    expect(
      distribution()
        .CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)
        .sort(),
    ).toEqual([
      '/.well-known/did.json',
      '/api/*',
      '/api/courses/*/blank_provider_card.pdf',
      '/api/credential_status_lists/*',
      '/api/openapi.json',
      '/auth/*',
      '/uploads/*',
      '/uploads/*.pdf',
      '/uploads/*.svg',
    ]);
  });

  it('serves SVG uploads (matched first) as inert documents: sandbox CSP, fixed Content-Type, nosniff', () => {
    const behaviours = distribution().CacheBehaviors as {
      PathPattern: string;
      ResponseHeadersPolicyId: LooseJson;
      TargetOriginId: string;
      AllowedMethods: string[];
    }[];
    const svgIndex = behaviours.findIndex((b) => b.PathPattern === '/uploads/*.svg');
    expect(svgIndex).toBeLessThan(behaviours.findIndex((b) => b.PathPattern === '/uploads/*'));
    const svg = behaviours[svgIndex]!;
    expect(svg.AllowedMethods).toEqual(['GET', 'HEAD']);
    const policy = webTemplate().Resources[svg.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: expect.stringMatching(/^sandbox; default-src 'none'/),
      Override: true,
    });
    expect(policy.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    expect(policy.CustomHeadersConfig.Items).toEqual([
      { Header: 'Content-Type', Value: 'image/svg+xml', Override: true },
    ]);
    const uploads = behaviours.find((b) => b.PathPattern === '/uploads/*')!;
    expect(svg.TargetOriginId).toBe(uploads.TargetOriginId);
  });

  it('sandboxes every other upload too (CSP sandbox, nosniff), but PDFs, which get their fixed type (Chrome shows no sandboxed PDF)', () => {
    const behaviours = distribution().CacheBehaviors as {
      PathPattern: string;
      ResponseHeadersPolicyId: LooseJson;
      TargetOriginId: string;
      AllowedMethods: string[];
    }[];
    const policyOf = (pattern: string) =>
      webTemplate().Resources[behaviours.find((b) => b.PathPattern === pattern)!.ResponseHeadersPolicyId.Ref]!
        .Properties.ResponseHeadersPolicyConfig;
    const uploads = policyOf('/uploads/*');
    expect(uploads.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: expect.stringMatching(/^sandbox; default-src 'none'/),
      Override: true,
    });
    expect(uploads.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    const pdfIndex = behaviours.findIndex((b) => b.PathPattern === '/uploads/*.pdf');
    expect(pdfIndex).toBeLessThan(behaviours.findIndex((b) => b.PathPattern === '/uploads/*'));
    const pdf = policyOf('/uploads/*.pdf');
    expect(pdf.SecurityHeadersConfig.ContentSecurityPolicy).toBeUndefined();
    expect(pdf.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    expect(pdf.CustomHeadersConfig.Items).toEqual([
      { Header: 'Content-Type', Value: 'application/pdf', Override: true },
    ]);
    expect(behaviours[pdfIndex]!.AllowedMethods).toEqual(['GET', 'HEAD']);
  });
});

describe('ASSETS_BASE_URL', () => {
  it('is <app>/uploads on every function given the public bucket, and on no other', () => {
    const functions = app.stacks.routes.flatMap((stack) => functionsIn(app.template(stack)));
    // The direct upload only signs PUTs under pending/ (bucket:public:upload): it links to no asset.
    const withPublicBucket = functions.filter(
      (fn) => fn.env.PUBLIC_BUCKET !== undefined && !fn.description.startsWith('uploads/create-direct-upload:'),
    );
    const keys = withPublicBucket.map((fn) => fn.description.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['admin/list-active-resources', 'admin/create-active-file', 'admin/update-active-file']),
    );
    for (const fn of withPublicBucket) {
      const base = JSON.stringify(fn.env.ASSETS_BASE_URL);
      expect(base, fn.description).toMatch(/\/uploads"/);
      expect(base, fn.description).toMatch(/https:\/\/|DistributionDomainName|Distribution/);
    }
    expect(functions.filter((fn) => !withPublicBucket.includes(fn) && fn.env.ASSETS_BASE_URL !== undefined)).toEqual(
      [],
    );
    expect(resourcesOfType(app.template(app.stacks.web), 'AWS::CloudFront::Function')).toHaveLength(2);
  });
});
