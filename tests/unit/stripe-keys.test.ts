// Stripe keys: the environment first (local runs, tests), else one GetSecretValue through the
// Secrets Manager client in the secret's region, once per cold start (the client's send is mocked:
// no network).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStripeKeysForTests, stripeKeys } from '@functions/adapters/payments/stripe-keys';
import { resetEnvForTests } from '@functions/lib/env';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:StripeKeys-AbCdEf';
const STRIPE_VARS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_SECRET_ARN',
] as const;
const saved = Object.fromEntries(STRIPE_VARS.map((name) => [name, process.env[name]]));

function useEnv(values: Partial<Record<(typeof STRIPE_VARS)[number], string>>) {
  for (const name of STRIPE_VARS) delete process.env[name];
  Object.assign(process.env, { TABLE_NAME: process.env.TABLE_NAME ?? 'unit' }, values);
  resetEnvForTests();
  resetStripeKeysForTests();
}

// The client's send, mocked; `regions` records the region each client was made for.
const { send, regions } = vi.hoisted(() => ({ send: vi.fn(), regions: [] as (string | undefined)[] }));
vi.mock('@aws-sdk/client-secrets-manager', async (original) => {
  const real = await original<typeof import('@aws-sdk/client-secrets-manager')>();
  class SecretsManagerClient {
    constructor(config: { region?: string }) {
      regions.push(config.region);
    }
    send = send;
  }
  return { ...real, SecretsManagerClient };
});
const { GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');

beforeEach(() => {
  send.mockReset();
  regions.length = 0;
});
afterEach(() => {
  for (const name of STRIPE_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
  resetStripeKeysForTests();
});

describe('stripeKeys', () => {
  it('takes the keys from the environment when STRIPE_SECRET_KEY is set, without calling Secrets Manager', async () => {
    useEnv({
      STRIPE_SECRET_KEY: 'sk_test_env',
      STRIPE_WEBHOOK_SECRET: 'whsec_env',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_env',
      STRIPE_SECRET_ARN: ARN,
    });
    expect(await stripeKeys()).toEqual({
      secretKey: 'sk_test_env',
      webhookSecret: 'whsec_env',
      publishableKey: 'pk_test_env',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('reads the secret once with GetSecretValue in the region of its ARN', async () => {
    useEnv({ STRIPE_SECRET_ARN: ARN });
    send.mockImplementation(async () => ({
      SecretString: JSON.stringify({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', publishableKey: 'pk_live_x' }),
    }));
    const [first, second] = await Promise.all([stripeKeys(), stripeKeys()]);
    expect(first).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', publishableKey: 'pk_live_x' });
    expect(second).toBe(first);
    expect(await stripeKeys()).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
    const command = send.mock.calls[0]![0];
    expect(command).toBeInstanceOf(GetSecretValueCommand);
    expect(command.input).toEqual({ SecretId: ARN });
    expect(regions).toEqual(['eu-west-1']);
  });

  it('tries again on the next call after a failed read, and refuses a secret missing a key', async () => {
    useEnv({ STRIPE_SECRET_ARN: ARN });
    send.mockImplementationOnce(async () => {
      throw new Error('ThrottlingException');
    });
    await expect(stripeKeys()).rejects.toThrow('ThrottlingException');
    send.mockImplementationOnce(async () => ({
      SecretString: JSON.stringify({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x' }),
    }));
    await expect(stripeKeys()).rejects.toThrow('lacks secretKey, webhookSecret or publishableKey');
    send.mockImplementationOnce(async () => ({
      SecretString: JSON.stringify({ secretKey: 'sk_live_y', webhookSecret: 'whsec_y', publishableKey: 'pk_live_y' }),
    }));
    expect((await stripeKeys()).secretKey).toBe('sk_live_y');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('says which variable is missing when neither the key nor the secret ARN is set', async () => {
    useEnv({});
    await expect(stripeKeys()).rejects.toThrow('Missing environment variable STRIPE_SECRET_KEY or STRIPE_SECRET_ARN');
  });
});
