// The contact form stores every message (a voice recording too, checked on the
// server), and the admin inbox reads, replies to and deletes them.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { fieldByLabel, parseHtml, textOf, valueOf } from "../support/html";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20 });
const admin = useSignedInAdmin(stack);
let visitor = 0;

/** A WebM file as MediaRecorder starts one (the EBML magic), padded to the size wanted. */
function webm(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]);
  for (let i = 12; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

const fields = (subject: string) => ({
  name: "Maya Shopper",
  email: "maya@example.com",
  subject,
  message: "Does the sage maxi run small? Thank you!",
});

/** Each post comes from its own address, so the contact rate limit (5 per 5 minutes) stays out of the way. */
function postContact(
  values: Record<string, string>,
  voice?: { bytes: Uint8Array<ArrayBuffer>; type: string; seconds?: string },
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  if (voice) {
    body.set("voice", new Blob([voice.bytes], { type: voice.type }), "voice-message");
    if (voice.seconds) body.set("voiceSeconds", voice.seconds);
  }
  visitor += 1;
  return stack.fetch("/contact", { method: "POST", body, headers: { "CF-Connecting-IP": `203.0.113.${visitor}` } });
}

async function messageBySubject(subject: string) {
  const result = await stack.sql.execute({ sql: "select * from contact_messages where subject = ?", args: [subject] });
  return result.rows[0];
}

describe("contact messages with voice recordings", () => {
  it("stores a message sent without a recording, as the form works without JavaScript", async () => {
    visitor += 1;
    const response = await stack.fetch("/contact", {
      method: "POST",
      body: new URLSearchParams(fields("Plain text question")),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `198.51.100.${visitor}` },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1");
    const row = await messageBySubject("Plain text question");
    expect(row).toMatchObject({ status: "unread", recording_key: null });
  });

  it("stores a recording in R2 and plays it back to an admin only", async () => {
    const audio = webm(40_000);
    const response = await postContact(fields("With a voice note"), {
      bytes: audio,
      type: "audio/webm;codecs=opus",
      seconds: "12",
    });
    expect(response.status).toBe(302);
    const row = await messageBySubject("With a voice note");
    expect(row.recording_key).toBe(`voice/${row.id}.webm`);
    expect(row).toMatchObject({ recording_type: "audio/webm", recording_bytes: 40_000, recording_seconds: 12 });

    const played = await admin.get(`/admin/voice-messages/recording/${row.id}`);
    expect(played.status).toBe(200);
    expect(played.headers.get("Content-Type")).toBe("audio/webm");
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(audio);
    const ranged = await admin.request(`/admin/voice-messages/recording/${row.id}`, {
      headers: { Range: "bytes=100-199" },
    });
    expect(ranged.status).toBe(206);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(audio.subarray(100, 200));

    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await shopper.get(`/admin/voice-messages/recording/${row.id}`)).headers.get("Location")).toBe("/");
  });

  it("refuses a recording of the wrong type, too large or too long, keeping what was typed", async () => {
    const before = Number((await stack.sql.execute("select count(*) as n from contact_messages")).rows[0].n);

    const text = new TextEncoder().encode("this is not audio at all, just text pretending to be webm");
    const wrongType = await postContact(fields("Wrong type"), { bytes: text, type: "audio/webm" });
    expect(wrongType.status).toBe(400);
    const page = await wrongType.text();
    expect(page).toContain("That recording is not an audio format we accept (WebM, Ogg, MP4, MP3 or WAV).");
    expect(valueOf(fieldByLabel(parseHtml(page), "Subject"))).toBe("Wrong type");

    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect((await postContact(fields("A PNG"), { bytes: image, type: "audio/webm" })).status).toBe(400);

    const tooLarge = await postContact(fields("Too large"), { bytes: webm(5 * 1024 * 1024 + 1), type: "audio/webm" });
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain("Your recording is larger than 5 MB. Please record a shorter message.");

    const tooLong = await postContact(fields("Too long"), { bytes: webm(1000), type: "audio/webm", seconds: "150" });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Voice messages can be at most 2 minutes long.");

    expect(Number((await stack.sql.execute("select count(*) as n from contact_messages")).rows[0].n)).toBe(before);
    const media = await stack.miniflare.getR2Bucket("MEDIA");
    const stored = await media.list({ prefix: "voice/" });
    expect(stored.objects).toHaveLength(1);
  });
});

describe("the admin inbox", () => {
  it("lists messages newest first, marks, replies by email and deletes with the recording", async () => {
    const page = await (await admin.get("/admin/voice-messages")).text();
    expect(page.indexOf("With a voice note")).toBeLessThan(page.indexOf("Plain text question"));
    expect(page).toContain("/admin/voice-messages/recording/");

    const voiceNote = await messageBySubject("With a voice note");
    const read = await admin.post("/admin/voice-messages", {
      intent: "status",
      messageId: String(voiceNote.id),
      status: "read",
      redirectTo: "/admin/voice-messages?view=unread",
    });
    expect(read.status).toBe(303);
    expect(read.headers.get("Location")).toBe("/admin/voice-messages?view=unread");
    expect((await messageBySubject("With a voice note")).status).toBe("read");
    const unreadView = await (await admin.get("/admin/voice-messages?view=unread")).text();
    expect(unreadView).not.toContain("With a voice note");
    expect(unreadView).toContain("Plain text question");

    const empty = await admin.post("/admin/voice-messages", {
      intent: "reply",
      messageId: String(voiceNote.id),
      reply: " ",
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write a reply before sending.");

    const reply = await admin.post("/admin/voice-messages", {
      intent: "reply",
      messageId: String(voiceNote.id),
      reply: "It runs true to size; take your usual.",
    });
    expect(reply.status).toBe(303);
    const email = await stack.sql.execute({
      sql: "select subject, text_body from email_outbox where to_address = ? order by created_at desc limit 1",
      args: ["maya@example.com"],
    });
    expect(email.rows[0].subject).toBe("Re: With a voice note");
    expect(String(email.rows[0].text_body)).toContain("It runs true to size; take your usual.");
    expect((await messageBySubject("With a voice note")).replied_at).not.toBeNull();

    const archived = await admin.post("/admin/voice-messages", {
      intent: "status",
      messageId: String(voiceNote.id),
      status: "archived",
    });
    expect(archived.status).toBe(303);
    expect(await admin.follow(archived)).toContain("Message archived");
    expect(await (await admin.get("/admin/voice-messages")).text()).not.toContain("With a voice note");
    expect(await (await admin.get("/admin/voice-messages?view=archived")).text()).toContain("With a voice note");

    // Deleting asks first: "Delete" answers with the question and its confirm button, and deletes nothing.
    const asked = await admin.post("/admin/voice-messages?view=archived", {
      intent: "delete",
      messageId: String(voiceNote.id),
    });
    expect(asked.status).toBe(200);
    const question = parseHtml(await asked.text());
    expect(textOf(question.querySelector('[role="alert"]'))).toBe(
      "Delete this message and its recording? This cannot be undone.",
    );
    expect(textOf(question.querySelector('button[name="intent"][value="confirm-delete"]'))).toBe(
      "Yes, delete the message",
    );
    expect(await messageBySubject("With a voice note")).toBeDefined();
    const deleted = await admin.post("/admin/voice-messages", {
      intent: "confirm-delete",
      messageId: String(voiceNote.id),
    });
    expect(deleted.status).toBe(303);
    expect(await messageBySubject("With a voice note")).toBeUndefined();
    const media = await stack.miniflare.getR2Bucket("MEDIA");
    expect(await media.head(String(voiceNote.recording_key))).toBeNull();
    expect((await admin.get(`/admin/voice-messages/recording/${voiceNote.id}`)).status).toBe(404);

    const audit = await stack.sql.execute(
      "select action from audit_log where action like 'contact_message_%' order by created_at",
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      "contact_message_status_changed",
      "contact_message_replied",
      "contact_message_status_changed",
      "contact_message_deleted",
    ]);
  });

  it("keeps the inbox and its actions to admins", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await shopper.get("/admin/voice-messages")).headers.get("Location")).toBe("/");
    const plain = await messageBySubject("Plain text question");
    expect(
      (await shopper.post("/admin/voice-messages", { intent: "delete", messageId: String(plain.id) })).headers.get(
        "Location",
      ),
    ).toBe("/");
    expect(await messageBySubject("Plain text question")).toBeDefined();
  });
});
