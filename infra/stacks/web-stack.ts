// The browser's single origin: CloudFront serves the React build from a private bucket (OAC)
// and forwards `/api/*` to the HTTP API, with security headers (incl. CSP) on every reply.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { SECTION_IFRAME_HOSTS } from '@shared/rules/section-html';
import type { Construct } from 'constructs';
import { contracts } from '@shared/contracts/index';
import type { Contract } from '@shared/contracts/contract';
import {
  CORRELATION_ID_HEADER,
  CSRF_HEADER,
  FETCH_SITE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  ORIGIN_VERIFY_HEADER,
  TIME_ZONE_HEADER,
  VIEWER_ADDRESS_HEADER,
} from '@shared/contracts/headers';
import { repoRoot } from '../build/bundle';
import {
  PDF_CONTENT_TYPE,
  PDF_UPLOADS_PATTERN,
  SVG_CONTENT_TYPE,
  SVG_UPLOADS_PATTERN,
  UPLOADS_CONTENT_SECURITY_POLICY,
  UPLOADS_PATH,
} from '../upload-serving';
import { originVerifySecretValue } from './api-stack';
import { openapiDocument } from '@shared/contracts/platform';
import { DID_DOCUMENT_PATH } from '@shared/rules/verifiable-credentials';
import { cognitoHostedUiHost, type AppConfig } from './config';

export const WEB_DIST = path.join(repoRoot, 'web', 'dist');
/** GET /api/openapi.json, which CloudFront caches. */
export const OPENAPI_PATH = openapiDocument.path;
/**
 * The API paths CloudFront caches: public, the same for everyone, each with its own Cache-Control
 * max-age (the OpenAPI document; a course's blank provider card, a PDF rendered per request; the
 * credential issuer's DID document and its revocation lists, signed per request).
 */
export const CACHED_API_PATHS = [
  OPENAPI_PATH,
  '/api/courses/*/blank_provider_card.pdf',
  DID_DOCUMENT_PATH,
  '/api/credential_status_lists/*',
];

export interface WebStackProps extends StackProps {
  config: AppConfig;
  httpApi: apigwv2.IHttpApi;
  /** wss:// endpoint of the WebSocket API (allowed in connect-src). */
  realtimeEndpoint: string;
  /** S3 hostnames browsers PUT to and GET from with presigned URLs. */
  uploadHosts: string[];
  /** The public uploads bucket (course assets, images), served at UPLOADS_PATH. */
  publicUploads: s3.IBucket;
  /** Folder with the web build; default web/dist. A placeholder page is deployed when it does not exist. */
  webDist?: string;
  /** The WAF web ACL (CLOUDFRONT scope): EdgeSecurityStack's, or context webAclArn. */
  webAclArn: string;
}

/** Content-Security-Policy for the app: self, the realtime socket, the upload buckets and Stripe Elements. */
export function contentSecurityPolicy(
  realtimeEndpoint: string,
  uploadHosts: string[],
  /** Where a form post may lead: Google sign-in's post redirects to the hosted UI, then to Google. */
  formActionOrigins: string[] = [],
): string {
  const uploads = uploadHosts.map((host) => `https://${host}`).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    // For style attributes in admin-authored course HTML (rendered as is); the app's own inline
    // styles are set through the CSSOM by React and would not need it.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${uploads}`,
    "font-src 'self' data:",
    `connect-src 'self' ${realtimeEndpoint} ${uploads} https://api.stripe.com`,
    // Our own review-widget page (the post-pass page's hidden frame), Stripe Elements, and the video
    // players course sections may embed (the section sanitizer's iframe hosts).
    `frame-src 'self' https://js.stripe.com https://hooks.stripe.com ${SECTION_IFRAME_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "frame-ancestors 'self'",
    ["form-action 'self'", ...formActionOrigins].join(' '),
    "base-uri 'self'",
  ].join('; ');
}

/**
 * Request headers CloudFront forwards to the API: what the handler factory reads, CloudFront's
 * viewer address (the client IP) and each webhook's signature header. An allow-list because
 * CloudFront headers cannot be added to "all viewer headers except Host", and Host must not reach
 * API Gateway. Cookies and query strings are all forwarded.
 */
export function apiForwardedHeaders(all: Record<string, Contract> = contracts as Record<string, Contract>): string[] {
  const webhooks = Object.values(all).flatMap((contract) =>
    contract.webhook ? [contract.webhook.signatureHeader] : [],
  );
  return [
    ...new Set([
      'Content-Type',
      'User-Agent',
      CSRF_HEADER,
      IDEMPOTENCY_KEY_HEADER,
      CORRELATION_ID_HEADER,
      TIME_ZONE_HEADER,
      VIEWER_ADDRESS_HEADER,
      FETCH_SITE_HEADER,
      ...webhooks,
    ]),
  ];
}

// Client-side routes (no file extension) get the app shell; files are served as they are.
const SPA_REWRITE = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) request.uri = '/index.html';
  return request;
}`;

export { UPLOADS_PATH } from '../upload-serving';

// The bucket's keys have no /uploads prefix: take it off before the request reaches S3.
const UNPREFIX_UPLOADS = `
function handler(event) {
  var request = event.request;
  request.uri = request.uri.slice(${UPLOADS_PATH.length});
  return request;
}`;

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head>
<body><main><h1>The web app has not been built</h1><p>Run <code>npm run build:web</code>, then <code>npx cdk deploy WebStack</code>.</p></main></body></html>
`;

export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  /** https:// URL of the app (custom domain or the CloudFront domain). */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(logs, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' },
    ]);

    // Rebuilt from web/dist on every deploy, so it is not retained.
    const site = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers and CSP for the app and the API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(
            props.realtimeEndpoint,
            props.uploadHosts,
            config.googleClientId && config.cognitoDomainPrefix
              ? [
                  `https://${cognitoHostedUiHost(config.cognitoDomainPrefix, this.region)}`,
                  'https://accounts.google.com',
                ]
              : [],
          ),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    // SVG uploads open as inert documents: sandboxed, their type fixed whatever the object says (infra/upload-serving.ts).
    const svgHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SvgUploadHeaders', {
      comment: 'SVG uploads: sandbox CSP, fixed Content-Type, nosniff',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: UPLOADS_CONTENT_SECURITY_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Content-Type', value: SVG_CONTENT_TYPE, override: true }] },
    });

    // Every other upload is sandboxed too: opened directly, nothing in it runs in the app's origin.
    const uploadHeaders = new cloudfront.ResponseHeadersPolicy(this, 'UploadHeaders', {
      comment: 'Public uploads: sandbox CSP, nosniff',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: UPLOADS_CONTENT_SECURITY_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      },
    });

    // PDFs cannot be sandboxed (Chrome then refuses to show them): their type is fixed instead (infra/upload-serving.ts).
    const pdfHeaders = new cloudfront.ResponseHeadersPolicy(this, 'PdfUploadHeaders', {
      comment: 'PDF uploads: fixed Content-Type, nosniff',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Content-Type', value: PDF_CONTENT_TYPE, override: true }] },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    const unprefixUploads = new cloudfront.Function(this, 'UploadsUnprefix', {
      code: cloudfront.FunctionCode.fromInline(UNPREFIX_UPLOADS),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: `Maps ${UPLOADS_PATH}/<key> to the public uploads bucket's <key>`,
    });

    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequests', {
      comment: 'API: cookies, query strings, the headers the handlers read and the viewer address',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...apiForwardedHeaders()),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    });

    const uploadsOrigin = origins.S3BucketOrigin.withBucketDefaults(props.publicUploads);

    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        // Proves to the functions that a request came through here (resolved at deploy, never in the template).
        customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecretValue(this).unsafeUnwrap() },
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: apiRequests,
      responseHeadersPolicy: headers,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Certification platform: web app and /api/*',
      defaultRootObject: 'index.html',
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      // Only settable with a custom certificate (the default one is fixed, see CFR4 below).
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*: public replies the same for everyone are cached (as long as their
        // Cache-Control says) and compressed at the edge.
        ...Object.fromEntries(
          CACHED_API_PATHS.map((pattern) => [
            pattern,
            {
              ...apiBehavior,
              allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
            },
          ]),
        ),
        '/api/*': apiBehavior,
        // The spec's Google sign-in form post and the provider's redirect back (functions/handlers/http/auth/google-*).
        '/auth/*': apiBehavior,
        // Before /uploads/*: CloudFront takes the first pattern that matches.
        [SVG_UPLOADS_PATTERN]: {
          origin: uploadsOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: svgHeaders,
          functionAssociations: [{ function: unprefixUploads, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        [PDF_UPLOADS_PATTERN]: {
          origin: uploadsOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: pdfHeaders,
          functionAssociations: [{ function: unprefixUploads, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        // Course assets admins upload: cached at the edge, read-only. The bucket's policy lets
        // anyone read the public uses' prefixes (never pending/), so no origin access control (it
        // would need a policy in the DataStack naming this distribution: a cycle between the stacks).
        [`${UPLOADS_PATH}/*`]: {
          origin: uploadsOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: uploadHeaders,
          functionAssociations: [{ function: unprefixUploads, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.url = config.domainName
      ? `https://${config.domainName}`
      : `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'AppUrl', { value: this.url, description: 'The app' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'CNAME target for a custom domain',
    });

    const dist = props.webDist ?? WEB_DIST;
    const built = existsSync(path.join(dist, 'index.html'));
    // Hashed files (web/dist/assets/, content-hashed names) first, cached for a year and never
    // pruned so open tabs keep working; then everything else (index.html, /brand/ images and other
    // files under their own names) revalidated on every use (no-cache), with an invalidation.
    const assets = built
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(path.join(dist, 'assets'))],
          destinationBucket: site,
          destinationKeyPrefix: 'assets/',
          prune: false,
          cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
        })
      : undefined;
    const index = new s3deploy.BucketDeployment(this, 'DeployIndex', {
      sources: [built ? s3deploy.Source.asset(dist) : s3deploy.Source.data('index.html', PLACEHOLDER_PAGE)],
      destinationBucket: site,
      // The build manifest (.vite/) is for the bench, not for visitors.
      exclude: ['assets/*', '.vite/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (assets) index.node.addDependency(assets);

    this.suppressFindings(config);
  }

  private suppressFindings(config: AppConfig): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The app is for licensed professionals wherever they are; no country is excluded.',
      },
      ...(config.domainName
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the default *.cloudfront.net certificate is used, whose TLS policy cannot be changed; with domainName the distribution uses TLSv1.2_2021.',
            },
          ]),
    ]);
    // The BucketDeployment handler is a CDK-provided singleton Lambda (Python) with its own role.
    for (const child of this.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        NagSuppressions.addResourceSuppressions(
          child,
          [
            {
              id: 'AwsSolutions-IAM4',
              reason: 'CDK BucketDeployment handler uses AWSLambdaBasicExecutionRole for its own logs.',
            },
            {
              id: 'AwsSolutions-IAM5',
              reason:
                'CDK BucketDeployment handler copies every object of the asset into the site bucket and invalidates the distribution.',
            },
            {
              id: 'AwsSolutions-L1',
              reason: 'The runtime of the CDK BucketDeployment handler is chosen by aws-cdk-lib.',
            },
          ],
          true,
        );
      }
    }
  }
}
