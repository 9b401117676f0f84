import net from 'net';

/** One answer read off a socket: status, lower-cased headers and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client-side checks) to a loopback port and reads the answer until the server closes. */
export function rawRequest(port: number, bytes: string, timeoutMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let out = '';
    const finish = () => {
      clearTimeout(timer);
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      if (!statusLine) reject(new Error(`no answer to ${JSON.stringify(bytes.slice(0, 60))}`));
      else resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, timeoutMs);
    socket.on('data', (data) => (out += data.toString()));
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
}

/** A socket the test holds open, and what the server sent on it until the server closed it. */
export interface HeldSocket {
  socket: net.Socket;
  /** Resolves with everything the server wrote once the socket is closed (by the server: the test never ends it). */
  closed: Promise<string>;
}

/** Opens a connection to a loopback port, writes `bytes` (none: an idle connection) and keeps it open. */
export function holdSocket(port: number, bytes = ''): Promise<HeldSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    const closed = new Promise<string>((done) => socket.on('close', () => done(out)));
    socket.on('data', (data) => (out += data.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      if (bytes) socket.write(bytes);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}
