import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import jwt from 'jsonwebtoken';

/** Credentials the service process bootstraps at start (its environment), for both APIs. */
export const BOOTSTRAP = {
  LEARN_BOOTSTRAP_APP_KEY: 'outage-test-app',
  LEARN_BOOTSTRAP_APP_SECRET: 'an-outage-test-secret',
  A11Y_BOOTSTRAP_CLIENT_ID: '7',
  A11Y_BOOTSTRAP_CLIENT_SECRET: 'an-outage-test-secret',
};

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

const LEARN = '/learn/api/public';
const CONTENT = `/api/v2/clients/${BOOTSTRAP.A11Y_BOOTSTRAP_CLIENT_ID}/content`;

/**
 * The two APIs of a service process over real HTTP, as the bootstrapped Learn application and
 * accessibility client. Network failures are thrown; every HTTP answer is returned.
 */
export class ProcessClient {
  private readonly a11yToken = jwt.sign(
    { clientId: Number(BOOTSTRAP.A11Y_BOOTSTRAP_CLIENT_ID) },
    BOOTSTRAP.A11Y_BOOTSTRAP_CLIENT_SECRET,
  );

  constructor(readonly url: string) {}

  /** POST /oauth2/token: the answer, with `access_token` on success. */
  learnToken(): Promise<Answer> {
    const basic = Buffer.from(`${BOOTSTRAP.LEARN_BOOTSTRAP_APP_KEY}:${BOOTSTRAP.LEARN_BOOTSTRAP_APP_SECRET}`);
    return this.send(`${LEARN}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic.toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
  }

  async bearer(): Promise<string> {
    const answer = await this.learnToken();
    if (answer.status !== 200) throw new Error(`no Learn token: ${answer.status} ${JSON.stringify(answer.body)}`);
    return String(answer.body.access_token);
  }

  createCourse(token: string, courseId: string): Promise<Answer> {
    return this.send(`${LEARN}/v3/courses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ courseId, name: `Course ${courseId}` }),
    });
  }

  getCourse(token: string, courseId: string): Promise<Answer> {
    return this.send(`${LEARN}/v3/courses/courseId:${courseId}`, { headers: { authorization: `Bearer ${token}` } });
  }

  upload(bytes: Buffer, name = 'file.pdf'): Promise<Answer> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    return this.send(CONTENT, { method: 'POST', headers: this.a11yAuth(), body: form, redirect: 'manual' });
  }

  status(hash: string): Promise<Answer> {
    return this.send(`${CONTENT}/${hash}/status`, { headers: this.a11yAuth() });
  }

  get(route: string): Promise<Answer> {
    return this.send(route, {});
  }

  private a11yAuth() {
    return { authorization: `Bearer ${this.a11yToken}` };
  }

  private async send(route: string, init: RequestInit): Promise<Answer> {
    const res = await fetch(this.url + route, init);
    const text = await res.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  }
}

/** A PDF of the analysis corpus (real files: they are analysed to success). */
export const corpusPdf = (name: string): Buffer =>
  fs.readFileSync(new URL(`../../../../packages/analysis/fixtures/pdf/files/${name}`, import.meta.url));

/** The pid of the PostgreSQL server running on a cluster (its postmaster.pid). */
export function postmasterPid(pgdata: string): number {
  return Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/**
 * Kills the server with SIGKILL and takes its port as soon as it is free, so that restarting it
 * fails (as with any start failure) until `release()`; meanwhile clients of the port are hung up on. The service restarts it after 200 ms at
 * the soonest; the port is tried every 10 ms.
 */
export async function killAndHoldPort(pid: number, port: number): Promise<{ release(): Promise<void> }> {
  process.kill(pid, 'SIGKILL');
  const deadline = Date.now() + 2_000;
  let squatter: net.Server | undefined;
  while (!(squatter = await listenOn(port))) {
    if (Date.now() > deadline) throw new Error(`port ${port} could not be taken after the kill`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const taken = squatter;
  return { release: () => new Promise((resolve) => taken.close(() => resolve())) };
}

/** A server on `port` that hangs up on whoever connects (as a stranger's would), or undefined while it is taken. */
function listenOn(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
