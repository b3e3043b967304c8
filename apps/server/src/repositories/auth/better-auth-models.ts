/**
 * better-auth's models under our table and column names (migration 0004-accounts). A test compares these
 * with better-auth's own schema (test/accounts/auth-schema.test.ts), so a library upgrade that adds a
 * column fails loudly instead of at the first sign-up.
 */
const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

export const betterAuthModels = {
  user: {
    modelName: 'users',
    fields: { emailVerified: 'email_verified', ...timestamps },
    additionalFields: {
      tier: { type: 'string', required: false, defaultValue: 'FREE', input: false, fieldName: 'tier' },
    },
  },
  session: {
    modelName: 'auth_sessions',
    fields: {
      expiresAt: 'expires_at',
      ipAddress: 'ip_address',
      userAgent: 'user_agent',
      userId: 'user_id',
      ...timestamps,
    },
  },
  account: {
    modelName: 'auth_accounts',
    fields: {
      accountId: 'account_id',
      providerId: 'provider_id',
      userId: 'user_id',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      idToken: 'id_token',
      accessTokenExpiresAt: 'access_token_expires_at',
      refreshTokenExpiresAt: 'refresh_token_expires_at',
      ...timestamps,
    },
  },
  verification: {
    modelName: 'auth_verifications',
    fields: { expiresAt: 'expires_at', ...timestamps },
  },
} as const;
