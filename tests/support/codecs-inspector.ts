// Holds the image-codecs Worker at the start of each encodeVariants call through
// workerd's DevTools inspector, so a test decides when a call goes on: what a
// slow encode on a loaded machine does (locally every Worker shares workerd's one
// thread, so while the codecs isolate is held nothing else in the stack runs),
// made exact. Each held call is counted, and can be broken on purpose (a codecs
// failure) before it goes on. The stack must be started with `inspectorPort`.
import { WebSocket } from "undici";

type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: unknown };

export type HeldCodecsCall = {
  /** Lets the call go on. */
  resume(): Promise<void>;
  /** Makes the call throw (a codecs failure the storefront did not cause), then lets it go on. */
  resumeFailing(): Promise<void>;
};

export type CodecsHold = {
  /** encodeVariants calls that started so far (held or let through). */
  calls(): number;
  /** From now on each call is held until the test takes it with nextCall() and lets it go on. */
  hold(): void;
  /** The next call held (one already held and not yet taken first). */
  nextCall(): Promise<HeldCodecsCall>;
  /** Lets every held call go on, and each later one at once: a call the test did not expect cannot block the stack. */
  letThrough(): Promise<void>;
  close(): void;
};

export async function holdCodecsCalls(inspectorPort: number): Promise<CodecsHold> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((entry) => /image-codecs/.test(entry.webSocketDebuggerUrl));
  if (!target) throw new Error(`no image-codecs Worker among workerd's inspector targets (${targets.length})`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });

  let lastId = 0;
  const answers = new Map<number, (message: Message) => void>();
  const scripts: { scriptId: string; url: string }[] = [];
  const held: HeldCodecsCall[] = [];
  const waitingForCall: ((call: HeldCodecsCall) => void)[] = [];
  let calls = 0;
  let holding = false;

  const send = async <T>(method: string, params: Record<string, unknown> = {}): Promise<T> => {
    const id = ++lastId;
    const answer = await new Promise<Message>((resolve) => {
      answers.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
    if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.result as T;
  };

  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) return answers.get(message.id)?.(message);
    if (message.method === "Debugger.scriptParsed") scripts.push(message.params as (typeof scripts)[number]);
    if (message.method === "Debugger.paused") {
      calls++;
      const frame = (message.params?.callFrames as { callFrameId: string }[])[0];
      const call: HeldCodecsCall = {
        resume: () => send("Debugger.resume"),
        async resumeFailing() {
          // `widths` is encodeVariants' parameter: not iterable, the resize throws a TypeError inside the codecs Worker.
          await send("Debugger.evaluateOnCallFrame", { callFrameId: frame.callFrameId, expression: "widths = null" });
          await send("Debugger.resume");
        },
      };
      const waiter = waitingForCall.shift();
      if (!holding) void call.resume();
      else if (waiter) waiter(call);
      else held.push(call);
    }
  });

  // Enabling the debugger reports every script the isolate has loaded: find the line after encodeVariants' head.
  await send("Debugger.enable");
  let breakpoint: { scriptId: string; lineNumber: number } | null = null;
  for (const script of scripts.filter((entry) => entry.url.endsWith("worker.js"))) {
    const { scriptSource } = await send<{ scriptSource: string }>("Debugger.getScriptSource", {
      scriptId: script.scriptId,
    });
    const head = scriptSource.split("\n").findIndex((line) => line.includes("async encodeVariants("));
    if (head >= 0) breakpoint = { scriptId: script.scriptId, lineNumber: head + 1 };
  }
  if (!breakpoint) throw new Error("encodeVariants not found in the image-codecs Worker's bundle");
  await send("Debugger.setBreakpoint", { location: breakpoint });

  return {
    calls: () => calls,
    hold: () => {
      holding = true;
    },
    async letThrough() {
      holding = false;
      for (const call of held.splice(0)) await call.resume();
    },
    nextCall: () =>
      new Promise((resolve) => {
        const call = held.shift();
        if (call) resolve(call);
        else waitingForCall.push(resolve);
      }),
    close: () => socket.close(),
  };
}
