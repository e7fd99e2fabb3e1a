import { runQuickstart } from './quickstart';

// `pnpm demo`: print the transcript, exit 0 on success and 1 on any failure.
try {
  await runQuickstart();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
