/** The settings loadConfig cannot start without, for unit tests that build a config of their own. */
export const MINIMAL_CONFIG_ENV = {
  TABLE_NAME: 't',
  EVENT_BUS_NAME: 'b',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  COGNITO_ISSUER_BASE: 'https://cognito-idp.us-east-1.amazonaws.com',
};
