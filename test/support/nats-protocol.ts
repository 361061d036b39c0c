// Speaks the NATS client protocol over a bare TCP socket, as a hostile client would: no library
// in between that could retry, upgrade or hide what the server answered.
import { connect } from 'node:net';

/**
 * Sends `CONNECT <options>`, then `commands` (raw protocol lines), then `PING`, and gives back
 * every line the server sent after its INFO until it answered PONG or closed the socket (as it does
 * after an authorization -ERR; a permissions -ERR leaves the connection open, so PONG follows it).
 */
export async function rawNatsExchange(
  port: number,
  options: Record<string, unknown>,
  commands = '',
  timeoutMs = 10_000,
): Promise<string[]> {
  return await new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    let sent = false;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received.split('\r\n').filter((line) => line && !line.startsWith('INFO ')));
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no PONG and no close within ${timeoutMs} ms; received: ${received}`));
    }, timeoutMs);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', done);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (!sent && received.includes('\r\n')) {
        sent = true;
        socket.write(`CONNECT ${JSON.stringify({ verbose: false, pedantic: false, ...options })}\r\n${commands}PING\r\n`);
      }
      if (received.split('\r\n').includes('PONG')) done();
    });
  });
}
