// Starts the local libSQL HTTP server:
//   tsx db/local-server/cli.ts --file .data/local.db [--port 8080] [--host 127.0.0.1]
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { startLibsqlServer } from "./hrana-server";

const USAGE = "usage: tsx db/local-server/cli.ts --file <database file> [--port <port>] [--host <host>]";

function readOptions() {
  const { values } = parseArgs({
    options: {
      file: { type: "string" },
      port: { type: "string" },
      host: { type: "string" },
    },
  });
  if (values.file === undefined) throw new Error(`--file is required\n${USAGE}`);
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be a port number\n${USAGE}`);
  return { file: values.file, port, host: values.host };
}

async function main(): Promise<void> {
  const options = readOptions();
  mkdirSync(dirname(options.file), { recursive: true });
  const server = await startLibsqlServer({ ...options, log: (message) => console.error(message) });
  console.log(`libSQL server listening at ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`libSQL server stopping (${signal})`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
