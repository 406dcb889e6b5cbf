// The backup file: newline-delimited JSON. The first line is a header (format,
// schema version, the tables and their columns), then one line per row, then a
// trailer with the row counts and a SHA-256 of every byte before it, so a file
// can be checked end to end before anything is restored from it.
export const BACKUP_FORMAT = "boho-backup/1";

export type BackupHeader = {
  kind: "header";
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  schemaVersion: string;
  tables: { name: string; columns: string[] }[];
};

export type BackupRowLine = { kind: "row"; table: string; values: BackupValue[] };

export type BackupTrailer = { kind: "trailer"; rowCounts: Record<string, number>; checksum: string };

/** A column value as JSON: blobs travel as base64 in a one-key object. */
export type BackupValue = string | number | null | { base64: string };

export function encodeValue(value: unknown): BackupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes =
      value instanceof ArrayBuffer
        ? new Uint8Array(value)
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { base64: btoa(binary) };
  }
  throw new Error(`A value of type ${typeof value} cannot be backed up`);
}

export function decodeValue(value: BackupValue): string | number | null | Uint8Array {
  if (value !== null && typeof value === "object")
    return Uint8Array.from(atob(value.base64), (char) => char.charCodeAt(0));
  return value;
}

export function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Splits a stream of text into lines without holding more than one line (plus a chunk) in memory. */
export async function* readLines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .getReader();
  let pending = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += value;
    let newline = pending.indexOf("\n");
    while (newline !== -1) {
      yield pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      newline = pending.indexOf("\n");
    }
  }
  if (pending) yield pending;
}

/** Backup objects are named by the time they were started, so they sort by time in any listing. */
export function backupObjectKey(startedAt: Date, trigger: string): string {
  return `backups/${startedAt.toISOString().replace(/[:.]/g, "-")}-${trigger}.ndjson`;
}

export function backupFileName(objectKey: string): string {
  return `boho-${objectKey.replace(/^backups\//, "")}`;
}

type DigestStreamClass = new (
  algorithm: string,
) => WritableStream<Uint8Array> & { readonly digest: Promise<ArrayBuffer> };

/** A streaming SHA-256 (workerd's crypto.DigestStream): hashes a file as it is written or read, never whole. */
export function createSha256Stream() {
  const stream = new (crypto as unknown as { DigestStream: DigestStreamClass }).DigestStream("SHA-256");
  const writer = stream.getWriter();
  return {
    write: (bytes: Uint8Array) => writer.write(bytes),
    async hex(): Promise<string> {
      await writer.close();
      return toHex(await stream.digest);
    },
  };
}
