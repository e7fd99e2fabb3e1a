// The ceiling: a bare node:http server answering one constant JSON pet, with headers of the same
// kind the mock sends. Prints the line the mock's CLI prints once it answers.
import { createServer } from 'node:http';

const body = JSON.stringify({ id: 1, name: 'Rex', categoryId: 1, status: 'available' });
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`Pet Store mock listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
