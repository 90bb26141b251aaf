// Environments of the configuration tests: sandbox with defaults, and live with every required value.

export const sandboxEnv: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: '/tmp/corridor-config-test', PORT: '3100' };

export const liveEnv: NodeJS.ProcessEnv = {
  ...sandboxEnv,
  CORRIDOR_MODE: 'live',
  PROVIDER_API_KEYS: 'sk_live_a:M1',
  PAYMENTS_API_KEY: 'sk_live_a',
  PROVIDER_JWT_SECRET: 'j',
  WEBHOOK_SECRET: 'whsec_dGVzdA==',
  DEPOSIT_SIGNING_SECRET: 'd',
  AUTH_SECRET: 'a',
};
