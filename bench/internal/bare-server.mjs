// The ceiling: a bare node:http server answering the record the mock answers for each path, with
// headers of the same kind. It answers as soon as the head is read, as most servers do (a GET
// has no body to wait for). Prints the line the mock's CLI prints once it answers.
import { createServer } from 'node:http';

// The seed dataset's records at the paths the benchmark asks for.
const bodies = new Map([
  ['/pets/1', JSON.stringify({ id: 1, name: 'Milo', categoryId: 5, status: 'pending' })],
  ['/categories/1', JSON.stringify({ id: 1, name: 'Dogs', description: 'Loyal companions' })],
]);
const server = createServer((request, response) => {
  const body = bodies.get(request.url ?? '') ?? '{}';
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`Pet Store mock listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
