// The setup most Worker test files share, in one line each: a stack started
// before the file's first test and closed after its last, and the seeded admin
// signed in on it. What they return stands for the stack (or the admin) once
// the hooks have run, so a test uses it like the value itself.
import { afterAll, beforeAll } from "vitest";
import { startTestStack, type TestStack } from "./worker-stack";
import { signedInAdmin, type Shopper } from "./http-shopper";

/** A stand-in for a value a hook provides later; reading it before then is a mistake in the test file. */
function providedLater<T extends object>(what: string): { handle: T; provide(value: T): void } {
  let value: T | undefined;
  const current = (): T => {
    if (!value) throw new Error(`${what} is not ready: use it inside a test or a hook`);
    return value;
  };
  const handle = new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const member: unknown = Reflect.get(target, key, target);
      return typeof member === "function" ? member.bind(target) : member;
    },
    set: (_, key, next) => Reflect.set(current(), key, next),
  });
  return { handle, provide: (provided) => (value = provided) };
}

/** Starts a fresh stack (database, demo shop, built Worker) for this test file and closes it afterwards. */
export function useTestStack(options: Parameters<typeof startTestStack>[0] = {}): TestStack {
  const stack = providedLater<TestStack>("the test stack");
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(options);
    stack.provide(started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return stack.handle;
}

/** The seeded admin, signed in on `stack` before the file's tests run (after the stack has started). */
export function useSignedInAdmin(stack: TestStack): Shopper {
  const admin = providedLater<Shopper>("the signed-in admin");
  beforeAll(async () => {
    admin.provide(await signedInAdmin(stack));
  });
  return admin.handle;
}
