import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Requests Node's HTTP parser refuses before any handler sees them — bytes after a body shorter
 * than its Content-Length said, a connection closed before the body it announced, malformed
 * headers — get the service's error shape too, instead of Node's bare "400 Bad Request". As
 * Node's own handler does, the connection is then closed (nothing after the error can be trusted).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const [status, reason] = STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
      const message =
        status === 400
          ? `Malformed HTTP request (${error.code ?? error.message}): is Content-Length the size of the body?`
          : reason;
      const body = JSON.stringify({ status, message, extraInfo: '' });
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  });
}
