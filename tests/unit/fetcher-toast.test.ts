import { describe, expect, it } from "vitest";
import { CONNECTION_ERROR_TOAST, toastOfFetcherState, type FetcherToastMemory } from "../../app/hooks/useFetcherToast";

const saved = { ok: true, toast: { title: "Settings saved" } };

/** Feeds the states React rendered, in order, and collects the toasts shown. */
function toastsFor(states: { state: "idle" | "submitting" | "loading"; data?: unknown }[], initialData?: unknown) {
  const memory: FetcherToastMemory = { data: initialData, submitting: false };
  return states.map((fetcher) => toastOfFetcherState(memory, fetcher)).filter((toast) => toast !== null);
}

describe("a fetcher's answer as a toast", () => {
  it("shows the answer's toast once, as soon as it arrives, and nothing while loaders revalidate", () => {
    expect(
      toastsFor([{ state: "submitting" }, { state: "loading", data: saved }, { state: "idle", data: saved }]),
    ).toEqual([saved.toast]);
  });

  it("shows it when React rendered only the settled state (a navigation waited for an island's code)", () => {
    expect(toastsFor([{ state: "idle", data: saved }])).toEqual([saved.toast]);
  });

  it("shows a second answer with the same words: each answer is a new object", () => {
    const again = { ...saved };
    expect(
      toastsFor([
        { state: "idle", data: saved },
        { state: "submitting", data: saved },
        { state: "idle", data: again },
      ]),
    ).toEqual([saved.toast, saved.toast]);
  });

  it("shows nothing for an answer without a toast (field errors stay in the form) or for the data it started with", () => {
    expect(
      toastsFor(
        [
          { state: "submitting", data: saved },
          { state: "idle", data: { ok: false, fieldErrors: {} } },
        ],
        saved,
      ),
    ).toEqual([]);
    expect(toastsFor([{ state: "idle", data: saved }], saved)).toEqual([]);
  });

  it("says the connection failed when a submission settles with no answer", () => {
    expect(toastsFor([{ state: "submitting" }, { state: "idle" }])).toEqual([CONNECTION_ERROR_TOAST]);
  });
});
