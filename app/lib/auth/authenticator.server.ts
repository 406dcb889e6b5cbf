// remix-auth with remix-auth-form's FormStrategy: the strategy reads the
// submitted form and checks the email and password against the users table.
// Rate limit and captcha run before it in the sign-in action; this only
// answers "who is this?".
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Database } from "../platform/database.server";
import { users } from "../../../db/schema";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { normalizeEmail } from "./rules";

export type SignInFailure = "invalid_credentials" | "unverified";

export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    readonly userId: string | null = null,
  ) {
    super(reason);
    this.name = "SignInError";
  }
}

/**
 * By name, not instanceof: the Worker entry imports the load context (and so
 * this module) outside the Remix server build, so the bundle holds two copies
 * of this class and the context's authenticator throws the other one.
 */
export function isSignInError(error: unknown): error is SignInError {
  return error instanceof Error && error.name === "SignInError";
}

// A real hash to compare against when the email is unknown, so both paths take the same time.
const UNKNOWN_USER_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

export function createAuthenticator(db: Database): Authenticator<string> {
  const authenticator = new Authenticator<string>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const email = normalizeEmail(form.get("email"));
      const password = String(form.get("password") ?? "");
      const [user] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          emailVerifiedAt: users.emailVerifiedAt,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.email, email));
      const matches = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
      // A disabled account gets the generic answer: it says nothing about the account.
      if (!user || !matches || user.disabledAt) throw new SignInError("invalid_credentials", user?.id ?? null);
      if (!user.emailVerifiedAt) throw new SignInError("unverified", user.id);
      if (needsRehash(user.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() })
          .where(eq(users.id, user.id));
      }
      return user.id;
    }),
    "form",
  );
  return authenticator;
}
