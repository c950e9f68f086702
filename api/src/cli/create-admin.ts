import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { createServices } from '../services';

/**
 * npm run create-admin [-- --email a@b.in --password '…' --first-name Asha --last-name Patel]
 * Creates the admin account, or promotes an existing user and sets the password. Values not given
 * as flags come from ADMIN_EMAIL / ADMIN_PASSWORD, else are asked for (the password without echo).
 */
function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    output._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer.trim());
    }),
  );
}

async function main() {
  const config = loadConfig();
  const email = flag('email') ?? config.ADMIN_EMAIL ?? (await ask('Admin email: '));
  const password = flag('password') ?? config.ADMIN_PASSWORD ?? (await ask('Password (at least 8 characters): ', true));
  const dataSource = await openDatabase(config);
  const services = createServices(dataSource, config);
  try {
    const { user, created } = await services.subAdmins.ensureAdmin(
      { email, password, firstName: flag('first-name'), lastName: flag('last-name') },
      { setPassword: 'always' },
    );
    console.log(`${created ? 'Created' : 'Updated'} admin ${user.email}. Log in at ${config.publicUrl}/login`);
  } finally {
    await services.rateLimits.close();
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
