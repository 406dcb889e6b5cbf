import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldError, keptValue, toSubmissionResult } from "~/lib/forms/form-failure";
import { formFailure, isFormFailure } from "~/lib/platform/reply";
import { fieldNamesOf, formText, parseSubmission, readIntent } from "~/lib/forms/parse-submission";
import { FORM_FIELDS_MESSAGES, formFieldsProblem, type FormFieldsProblem } from "~/lib/forms/form-field-limits";

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const Contact = z.object({
  name: formText().pipe(z.string().trim().min(1, "Please tell us your name.")),
  email: z.string().regex(/@/, "Please enter a valid email address."),
  password: z.string().optional(),
});

describe("parseSubmission", () => {
  it("gives the schema's output on success, and the values as sent", () => {
    const parsed = parseSubmission(
      form([
        ["name", "  Ada "],
        ["email", "ada@boho.test"],
      ]),
      Contact,
    );
    expect(parsed).toEqual({
      ok: true,
      value: { name: "Ada", email: "ada@boho.test" },
      values: { name: "  Ada ", email: "ada@boho.test" },
    });
  });

  it("keeps an empty field as an empty string, so the schema's own required message is the one shown", () => {
    const parsed = parseSubmission(
      form([
        ["name", ""],
        ["email", "nope"],
      ]),
      Contact,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.failure).toEqual({
      ok: false,
      intent: null,
      fieldErrors: { name: ["Please tell us your name."], email: ["Please enter a valid email address."] },
      formError: null,
      values: { name: "", email: "nope" },
      toast: null,
      data: null,
    });
  });

  it("reads a missing or file-valued text field as empty instead of failing on its type", () => {
    const parsed = parseSubmission(
      form([
        ["name", new Blob(["x"])],
        ["email", "a@b.c"],
      ]),
      Contact,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.failure.fieldErrors).toEqual({ name: ["Please tell us your name."] });
  });

  it("never puts a password, a hidden field or a file back, and cuts an enormous paste", () => {
    const parsed = parseSubmission(
      form([
        ["name", "x".repeat(50_000)],
        ["email", "bad"],
        ["password", "Secret#2026"],
        ["captcha", "token"],
        ["photo", new File(["x"], "a.png")],
      ]),
      Contact,
      { hideFields: ["captcha"] },
    );
    if (parsed.ok) throw new Error("expected a failure");
    expect(Object.keys(parsed.failure.values).sort()).toEqual(["email", "name"]);
    expect(parsed.failure.values.name).toHaveLength(20_000);
  });

  it("puts a refinement on the whole form into formError and keeps the toast and intent it is given", () => {
    const Range = z
      .object({ from: z.string(), to: z.string() })
      .refine((range) => range.from <= range.to, "The start comes before the end.");
    const parsed = parseSubmission(
      form([
        ["from", "b"],
        ["to", "a"],
      ]),
      Range,
      { intent: "save", toast: { title: "Not saved", tone: "error" } },
    );
    if (parsed.ok) throw new Error("expected a failure");
    expect(parsed.failure.formError).toBe("The start comes before the end.");
    expect(parsed.failure.intent).toBe("save");
    expect(parsed.failure.toast).toEqual({ title: "Not saved", tone: "error" });
  });

  it("switches on a discriminated union of intents, with each intent's own fields", () => {
    const Actions = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("rename"), title: z.string().min(1, "Title is required") }),
      z.object({ intent: z.literal("delete"), id: z.string().regex(/^\d+$/, "Unknown item") }),
    ]);
    const rename = parseSubmission(
      form([
        ["intent", "rename"],
        ["title", "Sage"],
      ]),
      Actions,
    );
    expect(rename.ok && rename.value).toEqual({ intent: "rename", title: "Sage" });
    const badDelete = parseSubmission(
      form([
        ["intent", "delete"],
        ["id", "x"],
      ]),
      Actions,
    );
    expect(!badDelete.ok && badDelete.failure.fieldErrors).toEqual({ id: ["Unknown item"] });
    const unknown = parseSubmission(form([["intent", "explode"]]), Actions);
    expect(unknown.ok).toBe(false);
  });

  it("reads nested and repeated names as Conform writes them, and puts them back flat", () => {
    const Lines = z.object({
      tags: z.array(z.string()),
      lines: z.array(z.object({ quantity: z.string().regex(/^\d+$/, "Whole numbers only") })),
    });
    const parsed = parseSubmission(
      form([
        ["tags", "a"],
        ["tags", "b"],
        ["lines[0].quantity", "2"],
        ["lines[1].quantity", "two"],
      ]),
      Lines,
    );
    if (parsed.ok) throw new Error("expected a failure");
    expect(parsed.failure.fieldErrors).toEqual({ "lines[1].quantity": ["Whole numbers only"] });
    expect(parsed.failure.values).toEqual({ tags: ["a", "b"], "lines[0].quantity": "2", "lines[1].quantity": "two" });
  });
});

describe("readIntent", () => {
  it("narrows to the form's intents and refuses anything else", () => {
    expect(readIntent(form([["intent", "signup"]]), ["signin", "signup"] as const)).toBe("signup");
    expect(readIntent(form([["intent", "drop table"]]), ["signin", "signup"] as const)).toBeNull();
    expect(readIntent(form([]), ["signin"] as const)).toBeNull();
  });
});

describe("the failure shape", () => {
  it("is recognised without a cast and read per field", () => {
    const failure = formFailure({
      fieldErrors: { email: ["Please enter a valid email address."] },
      values: { email: "nope" },
    });
    expect(isFormFailure(failure)).toBe(true);
    expect(isFormFailure({ ok: false, toast: null })).toBe(false);
    expect(isFormFailure(undefined)).toBe(false);
    expect(fieldError(failure, "email")).toBe("Please enter a valid email address.");
    expect(keptValue(failure, "email")).toBe("nope");
  });

  it("becomes Conform's lastResult with every errored field marked as validated, so Conform shows it", () => {
    const failure = formFailure({ fieldErrors: { email: ["Bad"] }, formError: "Try later", values: { email: "x" } });
    expect(toSubmissionResult(failure)).toEqual({
      status: "error",
      initialValue: { email: "x" },
      error: { email: ["Bad"], "": ["Try later"] },
      state: { validated: { email: true, "": true } },
    });
  });
});

describe("one message per field", () => {
  it("keeps the first error the schema found, as the form shows one line per field", () => {
    const Email = z.object({
      email: z.string().min(1, "Please enter your email address.").regex(/@/, "Please enter a valid email address."),
    });
    const parsed = parseSubmission(form([["email", ""]]), Email);
    expect(!parsed.ok && parsed.failure.fieldErrors).toEqual({ email: ["Please enter your email address."] });
  });
});

describe("formList", () => {
  it("reads no, one or several ticked boxes as a list, and says which item is wrong", async () => {
    const { formList } = await import("~/lib/forms/parse-submission");
    const Groups = z.object({
      groups: formList(z.enum(["core", "media"], { message: "Choose from the listed groups." })),
    });
    expect(parseSubmission(form([]), Groups)).toMatchObject({ ok: true, value: { groups: [] } });
    expect(parseSubmission(form([["groups", "media"]]), Groups)).toMatchObject({
      ok: true,
      value: { groups: ["media"] },
    });
    expect(
      parseSubmission(
        form([
          ["groups", "core"],
          ["groups", "media"],
        ]),
        Groups,
      ),
    ).toMatchObject({ ok: true, value: { groups: ["core", "media"] } });
    const bad = parseSubmission(
      form([
        ["groups", "core"],
        ["groups", "secrets"],
      ]),
      Groups,
    );
    expect(!bad.ok && bad.failure.fieldErrors).toEqual({ "groups[1]": ["Choose from the listed groups."] });
    expect(!bad.ok && bad.failure.values).toEqual({ groups: ["core", "secrets"] });
  });
});

describe("what a form may hold before it is parsed (issue 41 §1-2)", () => {
  it("refuses Conform's reserved names, a huge list index, a huge name and too many fields, without throwing", () => {
    for (const [entries, problem] of [
      [[["__intent__", "x"]], "reserved-name"],
      [[["__state__", "{"]], "reserved-name"],
      [[["name[3000000]", "x"]], "unusual-name"],
      [[["name[0][100]", "x"]], "unusual-name"],
      [[["a.".repeat(200) + "b", "x"]], "unusual-name"],
      [Array.from({ length: 101 }, (_, i): [string, string] => [`f${i}`, "x"]), "too-many-fields"],
    ] as [[string, string][], string][]) {
      expect(formFieldsProblem(form(entries))).toBe(problem);
      const parsed = parseSubmission(form(entries), Contact);
      // parseSubmission checks with the admin's larger field count: 101 fields pass it and fail on the schema.
      if (problem === "too-many-fields") continue;
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.failure.formError).toBe(FORM_FIELDS_MESSAGES[problem as FormFieldsProblem]);
        expect(parsed.failure.values).toEqual({});
      }
    }
    expect(
      formFieldsProblem(
        form([
          ["tags[99]", "x"],
          ["tags", "y"],
        ]),
      ),
    ).toBeNull();
  });

  it("puts back only the fields the schema knows, and a sparse list as what was sent", () => {
    const parsed = parseSubmission(
      form([
        ["name", ""],
        ["email", "bad"],
        ["unknown", "never echoed"],
        ["email[50]", "x"],
      ]),
      Contact,
    );
    // Conform lets `email[50]` replace the earlier `email`: the list comes back as the one item sent, no holes.
    expect(!parsed.ok && parsed.failure.values).toEqual({ name: "", email: ["x"] });
  });

  it("tells the fields of objects, unions, pipes and preprocessed schemas", () => {
    expect(fieldNamesOf(Contact)).toEqual(new Set(["name", "email", "password"]));
    const Union = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("a"), one: z.string() }),
      z.object({ intent: z.literal("b"), two: z.string() }),
    ]);
    expect(fieldNamesOf(z.preprocess((value) => value, Union))).toEqual(new Set(["intent", "one", "two"]));
    expect(fieldNamesOf(Contact.transform((value) => value.name))).toEqual(new Set(["name", "email", "password"]));
    expect(fieldNamesOf(z.string())).toBeNull();
  });
});
