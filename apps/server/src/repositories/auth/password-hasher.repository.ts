import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (DESIGN.md §5) at @node-rs/argon2's defaults, which are OWASP's
 * minimum for argon2id: m = 19 MiB, t = 2, p = 1. The PHC string carries its parameters, so raising them
 * later keeps old hashes verifiable.
 */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)

export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID }),
  verify: async ({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> => {
    try {
      return await verify(stored, password);
    } catch {
      // A malformed stored hash is a failed sign-in, not a server error.
      return false;
    }
  },
};
