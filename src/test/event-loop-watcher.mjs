// The watching thread of event-loop-watchdog.ts: a worker thread beside a test file's thread.
// It waits for the heartbeat to stop, then reads where the test thread is through the inspector.
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { beat, limitMs, file, port, ws } = workerData;
let testName = '';
parentPort.on('message', (name) => (testName = name)).unref();

const describe = (value) => (value ? String(value.description ?? value.value).slice(0, 60) : '?');
const report = (text) =>
  writeSync(
    2,
    `\n[event-loop watchdog] ${file}: no turn of the event loop for ${limitMs / 1000} s` +
      ` in the test "${testName || 'none yet'}"; ${text}\n`,
  );
const end = () => process.kill(process.pid, 'SIGKILL');

// The React component path of the fiber being worked on, when a frame holds one.
const FIBER_PATH = `(() => {
  let fiber = [typeof unitOfWork, typeof workInProgress, typeof completedWork, typeof fiber]
    .includes('object') ? (typeof unitOfWork === 'object' ? unitOfWork : typeof workInProgress === 'object' ? workInProgress : completedWork) : null;
  const names = [];
  let last = null;
  while (fiber && names.length < 60) {
    const type = fiber.type;
    names.push(typeof type === 'string' ? type : type?.displayName || type?.name || type?.render?.displayName || type?.render?.name || '#' + fiber.tag);
    last = fiber;
    fiber = fiber.return;
  }
  const container = last?.stateNode?.containerInfo;
  const host = container?.getRootNode?.()?.host;
  return names.join(' < ') + ' | root in ' + (host ? host.localName : container?.localName) + ', connected: ' + container?.isConnected;
})()`;

function connect(url) {
  const WebSocket = createRequire(import.meta.url)(ws);
  const socket = new WebSocket(url);
  const waiting = new Map();
  let nextId = 1;
  const call = (method, params) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  const paused = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (waiting.has(message.id)) waiting.get(message.id)(message.result);
    else if (message.method === 'Debugger.paused') paused.shift()?.(message.params);
  });
  const nextPause = () => new Promise((resolve) => paused.push(resolve));
  return new Promise((resolve) => socket.on('open', () => resolve({ call, nextPause })));
}

// The module runner evaluates code without a file name: each frame's own line says where.
async function frameLines(call, frames, withLocals) {
  const lines = [];
  for (const [index, frame] of frames.slice(0, 40).entries()) {
    const location = frame.location ?? frame; // async stacks hold Runtime.CallFrame
    const source =
      (await call('Debugger.getScriptSource', { scriptId: location.scriptId }))?.scriptSource ?? '';
    const text = source.split('\n')[location.lineNumber] ?? '';
    lines.push(
      `    at ${frame.functionName || '<anonymous>'} ${frame.url || ''}:${location.lineNumber + 1}  | ${text.trim().slice(0, 160)}`,
    );
    const local =
      withLocals && index < 6 && frame.scopeChain?.find((scope) => scope.type === 'local');
    if (!local) continue;
    const { result = [] } =
      (await call('Runtime.getProperties', {
        objectId: local.object.objectId,
        ownProperties: true,
      })) ?? {};
    lines.push(
      '        ' +
        result
          .map((p) => `${p.name}=${describe(p.value)}`)
          .join(', ')
          .slice(0, 400),
    );
  }
  return lines;
}

async function fiberPath(call, frames) {
  for (const frame of frames.slice(0, 20)) {
    const answer = await call('Debugger.evaluateOnCallFrame', {
      callFrameId: frame.callFrameId,
      expression: FIBER_PATH,
    });
    if (answer && !answer.exceptionDetails && answer.result?.type === 'string')
      return answer.result.value;
  }
  return 'no React work on the stack';
}

async function readTestThread() {
  process.kill(process.pid, 'SIGUSR1');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const { call, nextPause } = await connect(target.webSocketDebuggerUrl);
  await call('Debugger.enable');
  // Async stacks only cover what is queued after this, hence the second pause below.
  await call('Debugger.setAsyncCallStackDepth', { maxDepth: 24 });
  let pause = nextPause();
  await call('Debugger.pause');
  const first = await pause;
  const lines = ['the test thread was here:', ...(await frameLines(call, first.callFrames, true))];
  lines.push('  React was rendering: ' + (await fiberPath(call, first.callFrames)));
  pause = nextPause();
  await call('Debugger.resume');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await call('Debugger.pause');
  const second = await pause;
  lines.push('  300 ms later it was here:', ...(await frameLines(call, second.callFrames, false)));
  let parent = second.asyncStackTrace;
  for (let depth = 0; parent && depth < 8; depth += 1, parent = parent.parent) {
    lines.push(
      `  queued by (${parent.description}):`,
      ...(await frameLines(call, parent.callFrames, false)),
    );
  }
  report(lines.join('\n'));
  end();
}

let seen = Atomics.load(beat, 0);
let changedAt = Date.now();
const timer = setInterval(() => {
  const now = Atomics.load(beat, 0);
  if (now !== seen) {
    seen = now;
    changedAt = Date.now();
    return;
  }
  if (Date.now() - changedAt < limitMs) return;
  clearInterval(timer);
  setTimeout(() => {
    report('its stack could not be read');
    end();
  }, 20_000);
  readTestThread().catch((error) => {
    report(`its stack could not be read: ${error}`);
    end();
  });
}, 1000);
