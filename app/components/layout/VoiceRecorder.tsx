import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/Button";
import { useHydrated } from "../../hooks/useHydrated";
import { VOICE_FIELD, VOICE_LIMITS, VOICE_MESSAGES, VOICE_SECONDS_FIELD } from "../../lib/contact/voice-recording";

type Phase =
  | { kind: "idle" }
  | { kind: "recording"; seconds: number }
  | { kind: "done"; url: string; seconds: number }
  | { kind: "error"; message: string };

const canRecord = () =>
  typeof window !== "undefined" && "MediaRecorder" in window && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * An optional voice message for the contact form: only with JavaScript and a
 * microphone. The recording rides in a hidden file input, so the form posts it
 * like any file; it stops by itself at 2 minutes.
 */
export function VoiceRecorder() {
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const fileInput = useRef<HTMLInputElement>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );
  if (!hydrated || !canRecord()) return null;

  const clear = () => {
    if (phase.kind === "done") URL.revokeObjectURL(phase.url);
    if (fileInput.current) fileInput.current.value = "";
    setPhase({ kind: "idle" });
  };

  const start = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setPhase({
        kind: "error",
        message: "We could not use your microphone. You can still send your message as text.",
      });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    recorder.current = media;
    const startedAt = Date.now();
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      if (timer.current) clearInterval(timer.current);
      const seconds = Math.min(VOICE_LIMITS.maxSeconds, Math.round((Date.now() - startedAt) / 1000));
      const blob = new Blob(chunks, { type: media.mimeType || "audio/webm" });
      if (blob.size > VOICE_LIMITS.maxBytes) {
        setPhase({ kind: "error", message: VOICE_MESSAGES.tooLarge });
        return;
      }
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], "voice-message", { type: blob.type }));
      if (fileInput.current) fileInput.current.files = transfer.files;
      setPhase({ kind: "done", url: URL.createObjectURL(blob), seconds });
    };
    media.start();
    setPhase({ kind: "recording", seconds: 0 });
    timer.current = setInterval(() => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      if (seconds >= VOICE_LIMITS.maxSeconds) media.stop();
      else setPhase({ kind: "recording", seconds });
    }, 500);
  };

  const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return (
    <fieldset className="rounded-2xl border border-sand-300 p-4">
      <legend className="px-1 font-semibold text-ink-900">Voice message (optional)</legend>
      <input ref={fileInput} type="file" name={VOICE_FIELD} accept="audio/*" hidden tabIndex={-1} aria-hidden="true" />
      {phase.kind === "done" ? <input type="hidden" name={VOICE_SECONDS_FIELD} value={phase.seconds} /> : null}
      <p className="text-sm text-ink-700">
        Up to 2 minutes. Say it instead of typing it; please still add a short written message.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite">
        {phase.kind === "recording" ? (
          <>
            <span className="font-medium text-clay-700">Recording {clock(phase.seconds)} / 2:00</span>
            <Button type="button" variant="secondary" size="sm" onClick={() => recorder.current?.stop()}>
              Stop recording
            </Button>
          </>
        ) : phase.kind === "done" ? (
          <>
            <audio controls src={phase.url} aria-label="Your voice message" />
            <Button type="button" onClick={clear} variant="ghost">
              Remove recording
            </Button>
          </>
        ) : (
          <Button type="button" onClick={start} variant="outline">
            Record a voice message
          </Button>
        )}
        {phase.kind === "error" ? (
          <p role="alert" className="text-sm font-medium text-clay-700">
            {phase.message}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
