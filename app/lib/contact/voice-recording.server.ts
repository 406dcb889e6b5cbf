// Reading and storing the optional voice recording of a contact message.
import {
  VOICE_FIELD,
  VOICE_LIMITS,
  VOICE_MESSAGES,
  VOICE_SECONDS_FIELD,
  VOICE_EXTENSIONS,
  sniffAudioType,
  type VoiceType,
} from "./voice-recording";

// The body cap for /contact (5 MB + fields) is enforced before any route runs: app/lib/security/request-body.server.ts.
export type VoiceRecording = { bytes: Uint8Array; type: VoiceType; seconds: number | null };

/** The recording in a contact form, checked: null when none was attached, an error the shopper can act on when it is refused. */
export async function readVoiceRecording(
  form: FormData,
): Promise<{ recording: VoiceRecording | null } | { error: string }> {
  const file = form.get(VOICE_FIELD);
  if (!file || typeof file === "string" || file.size === 0) return { recording: null };
  if (file.size > VOICE_LIMITS.maxBytes) return { error: VOICE_MESSAGES.tooLarge };
  const secondsField = Number(form.get(VOICE_SECONDS_FIELD));
  const seconds = Number.isFinite(secondsField) && secondsField > 0 ? Math.ceil(secondsField) : null;
  if (seconds !== null && seconds > VOICE_LIMITS.maxSeconds) return { error: VOICE_MESSAGES.tooLong };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The declared type is the browser's word; the bytes decide.
  const type = sniffAudioType(bytes);
  const declared = file.type.split(";")[0].trim().toLowerCase();
  if (!type || (declared && !declared.startsWith("audio/") && declared !== "video/webm"))
    return { error: VOICE_MESSAGES.wrongType };
  return { recording: { bytes, type, seconds } };
}

export function voiceObjectKey(messageId: string, type: VoiceType): string {
  return `voice/${messageId}.${VOICE_EXTENSIONS[type]}`;
}
