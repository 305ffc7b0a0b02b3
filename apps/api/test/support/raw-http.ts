import net from 'node:net';

/** One step of what a raw client does on its connection. */
export type RawStep =
  | { send: string | Buffer }
  | { wait: number }
  /** Sends `bytes` one small piece every `everyMs` for `forMs` (a slow client). */
  | { trickle: string | Buffer; everyMs: number; forMs: number }
  | { end: true }
  | { destroy: true };

export interface RawAnswer {
  /** The status of the first response, or null when the connection closed without one. */
  status: number | null;
  text: string;
}

/**
 * A client below HTTP: the bytes it sends, when, and how it leaves. Resolves with what came back
 * once a whole response (with a Content-Length) is in, the server closes the connection, the
 * steps have destroyed it, or `answerWithinMs` passed after the last step (then it is destroyed
 * by the client).
 */
export function rawRequest(port: number, steps: RawStep[], answerWithinMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : null, text });
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isWholeResponse(Buffer.concat(chunks).toString('latin1'))) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => {}); // a reset after the server answered is one way to close
    socket.once('connect', async () => {
      for (const step of steps) {
        if (done || socket.destroyed) return;
        if ('send' in step) socket.write(step.send);
        else if ('wait' in step) await sleep(step.wait);
        else if ('trickle' in step) await trickle(socket, Buffer.from(step.trickle), step.everyMs, step.forMs);
        else if ('end' in step) socket.end();
        else return finish();
      }
      setTimeout(finish, answerWithinMs).unref();
    });
  });
}

function isWholeResponse(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
  return end >= 0 && length !== null && text.length - end - 4 >= Number(length[1]);
}

async function trickle(socket: net.Socket, bytes: Buffer, everyMs: number, forMs: number): Promise<void> {
  const until = Date.now() + forMs;
  for (let at = 0; at < bytes.length && Date.now() < until && !socket.destroyed; at++) {
    socket.write(bytes.subarray(at, at + 1));
    await sleep(everyMs);
  }
}

// Unref'd: a step still waiting when its connection is gone must not hold the test process.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
