/**
 * `npm start`: the whole product on this machine, on local emulators of the AWS services.
 * Data lives under .local/ and survives a restart. Ctrl-C stops every child process.
 */
import { startLocalStack } from './local/stack.ts';

const port = Number(process.env.PORT ?? 3000);
console.log('Starting DynamoDB Local, cognito-local and the SES emulator...');
const stack = await startLocalStack({
  dataDir: process.env.LOCAL_DATA_DIR ?? '.local',
  port,
  // Another build of the SPA (e.g. a second checkout's); web/dist by default.
  webDir: process.env.WEB_DIR,
  log: (line) => console.log(`  ${line}`),
});

console.log(`
  Bar prep is running at   ${stack.url}
  Admin sign-in            ${stack.admin.email} / ${stack.admin.password}
  Sent emails (SES)        ${stack.sesUrl}/
  Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
