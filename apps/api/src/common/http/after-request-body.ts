import type { IncomingMessage } from 'node:http';

/** How long an answer waits for the rest of a body it will not read. */
const DRAIN_WAIT_MS = 5_000;

/**
 * Runs `answer` once the request's body has been received, reading and dropping what is left of
 * it (never holding it), for at most 5 s. A refusal sent while the client is still sending would
 * be lost: the connection is closed after it, and closing a socket with unread bytes makes the
 * kernel reset it, so the client sees a reset instead of its 401 or 400.
 */
export function afterRequestBody(req: IncomingMessage, answer: () => void): void {
  if (req.complete || req.readableEnded || req.destroyed) return answer();
  let answered = false;
  const once = () => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    answer();
  };
  const timer = setTimeout(once, DRAIN_WAIT_MS);
  req.once('end', once).once('close', once).once('error', once);
  req.resume();
}
