// The limits of a voice recording attached to a contact message (client-safe:
// the recorder stops at them, the server enforces them).
export const VOICE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxSeconds: 120 } as const;
export const VOICE_FIELD = "voice";
export const VOICE_SECONDS_FIELD = "voiceSeconds";

/** Audio formats browsers record (MediaRecorder) or save, by the bytes they start with. */
export const VOICE_TYPES = ["audio/webm", "audio/ogg", "audio/mp4", "audio/mpeg", "audio/wav"] as const;
export type VoiceType = (typeof VOICE_TYPES)[number];

export const VOICE_EXTENSIONS: Record<VoiceType, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
};

/** The audio type the file's first bytes prove, whatever it claims to be; null when it is no audio we accept. */
export function sniffAudioType(bytes: Uint8Array): VoiceType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "audio/webm";
  if (ascii(0, 4) === "OggS") return "audio/ogg";
  if (ascii(4, 8) === "ftyp") return "audio/mp4";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "audio/wav";
  if (ascii(0, 3) === "ID3" || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) return "audio/mpeg";
  return null;
}

export const VOICE_MESSAGES = {
  tooLarge: "Your recording is larger than 5 MB. Please record a shorter message.",
  tooLong: "Voice messages can be at most 2 minutes long.",
  wrongType: "That recording is not an audio format we accept (WebM, Ogg, MP4, MP3 or WAV).",
} as const;
