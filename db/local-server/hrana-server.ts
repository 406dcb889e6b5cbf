// A local server speaking libSQL's HTTP protocol (Hrana over HTTP, JSON) over a
// local database file, so the Worker uses the same @libsql/client HTTP client
// locally as it does against Turso in production.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ConnectionPool, openConnection } from "./connection";
import { HttpError, ProtocolError } from "./errors";
import { handlePipeline } from "./pipeline";
import { type HranaVersion, parsePipelineBody } from "./protocol";
import { StreamRegistry } from "./streams";

export interface LibsqlServerOptions {
  /** Path of the SQLite/libSQL database file; created when missing. */
  file: string;
  /** 0 or omitted picks a free port. */
  port?: number;
  host?: string;
  /** When set, pipeline requests must carry `Authorization: Bearer <authToken>`. */
  authToken?: string;
  log?: (message: string) => void;
  /** How long an idle stream (baton) lives before it is rolled back; sqld's 10 s by default. */
  idleStreamTimeoutMs?: number;
}

export interface LibsqlServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

const PIPELINE_PATHS: Record<string, HranaVersion> = { "/v2/pipeline": 2, "/v3/pipeline": 3 };

// @libsql/client 0.18 talks v2 JSON without probing. A client configured for v3
// probes only GET /v3-protobuf; answering 404 there makes it fall back to v2 JSON.
const VERSION_PROBE_PATHS = new Set(["/", "/v2", "/v3", "/health"]);

export async function startLibsqlServer(options: LibsqlServerOptions): Promise<LibsqlServer> {
  const log = options.log ?? (() => undefined);
  // Opening one connection up front creates the file, switches it to WAL and fails fast on a bad path.
  const pool = new ConnectionPool(options.file);
  pool.release(await openConnection(options.file));
  const registry = new StreamRegistry(pool, log, options.idleStreamTimeoutMs);

  const server = createServer((request, response) => {
    route(request, response, { registry, authToken: options.authToken }).catch((error: unknown) => {
      log(`libSQL server: ${request.method} ${request.url} failed: ${String(error)}`);
      sendError(response, error);
    });
  });
  // Never close an idle connection first: workerd keeps one in its pool for 5 s and cannot see our close while its
  // one thread is busy (a long image encode), so a close at Node's default 5 s hands it a dead connection and the
  // next statement fails with "Network connection lost." Turso, like most servers, lets the client close.
  server.keepAliveTimeout = 0;
  const port = await listen(server, options.port ?? 0, options.host ?? "127.0.0.1").catch((error: unknown) => {
    pool.close();
    throw error;
  });
  const url = `http://${formatHost(options.host ?? "127.0.0.1")}:${port}`;

  const close = async () => {
    registry.closeAll();
    pool.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  };
  return { url, port, close };
}

interface RouteContext {
  registry: StreamRegistry;
  authToken: string | undefined;
}

async function route(request: IncomingMessage, response: ServerResponse, context: RouteContext): Promise<void> {
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  const version = PIPELINE_PATHS[path];
  if (request.method === "POST" && version !== undefined) {
    checkAuthorization(request, context.authToken);
    const body = parsePipelineBody(parseJson(await readBody(request)));
    sendJson(response, 200, await handlePipeline(body, version, context.registry));
  } else if (request.method === "GET" && VERSION_PROBE_PATHS.has(path)) {
    sendText(response, 200, "Hello, this is a local libSQL server (Hrana over HTTP, JSON, versions 2 and 3)");
  } else {
    throw new HttpError(404, "NOT_FOUND", `No route for ${request.method} ${path}`);
  }
}

// The client's version probe carries no token, so only pipeline requests are checked.
function checkAuthorization(request: IncomingMessage, authToken: string | undefined): void {
  if (authToken === undefined) return;
  if (request.headers.authorization !== `Bearer ${authToken}`) {
    throw new HttpError(401, "UNAUTHORIZED", "Missing or wrong bearer token");
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "BODY_TOO_LARGE", "The request body is too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProtocolError("The request body is not valid JSON");
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  // The client decodes an error body only when Content-Type is exactly "application/json".
  response.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) });
  response.end(payload);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "Content-Type": "text/plain", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

function sendError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(response, error.status, { message: error.message, code: error.code });
  } else {
    sendJson(response, 500, { message: `Internal server error: ${String(error)}`, code: "INTERNAL_ERROR" });
  }
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function formatHost(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}
