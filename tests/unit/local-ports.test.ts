// The local stack's ports (infra/local/ports.ts): each service's variable moves it, a bad value
// names its variable, and localPortsEnv gives every service a distinct free port.
import { describe, expect, it } from 'vitest';
import { configuredPort, configuredPorts, LOCAL_PORTS, localPortsEnv } from '@infra/local/ports';
import { isPortFree } from '@infra/local/processes';

describe('local ports', () => {
  it('are the defaults unless their variable says otherwise', () => {
    expect(configuredPorts({})).toEqual({
      gateway: 3000,
      dynamodb: 8000,
      cognito: 9229,
      s3: 4569,
      ses: 8005,
      stripe: 12111,
      oidc: 9400,
      ceBroker: 9500,
    });
    expect(configuredPorts({ PORT: '3001', STRIPE_PORT: '40000', SES_PORT: '' })).toMatchObject({
      gateway: 3001,
      stripe: 40000,
      ses: 8005,
    });
  });

  it('refuse a value that is not a port, naming the variable', () => {
    expect(() => configuredPort('dynamodb', { DYNAMODB_PORT: 'eight thousand' })).toThrow(
      'DYNAMODB_PORT=eight thousand is not a port number',
    );
    expect(() => configuredPort('cognito', { COGNITO_PORT: '70000' })).toThrow(/COGNITO_PORT/);
  });

  it('localPortsEnv sets every service to a distinct free port', async () => {
    const env = await localPortsEnv();
    expect(Object.keys(env).sort()).toEqual(
      Object.values(LOCAL_PORTS)
        .map((port) => port.env)
        .sort(),
    );
    const ports = Object.values(configuredPorts(env));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(Object.values(LOCAL_PORTS).some((service) => service.default === port)).toBe(false);
      expect(await isPortFree(port)).toBe(true);
    }
  });
});
