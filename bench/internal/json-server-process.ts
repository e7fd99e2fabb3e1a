// A bare node:http server that answers every request with one constant JSON record: the ceiling
// a client can reach over loopback. Runs in its own process so that its CPU time does not count
// against the client being measured. Reports its port to the parent over IPC.
import { createServer } from 'node:http';
import { constantCategory, constantHeaders } from './fixtures';

const body = JSON.stringify(constantCategory);
const headers = { ...constantHeaders(), 'Content-Length': String(Buffer.byteLength(body)) };

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => process.exit(0));
