import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationApi, invitationRecords } from '../../support/invitation-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * With SMTP_URL set, invitation e-mails are delivered after the request has answered, in the
 * background: proven with a local SMTP server that holds every message until the test lets it go.
 */

interface FakeSmtp {
  server: Server;
  url: string;
  recipients: string[];
  /** Lets the held messages through. */
  release(): void;
}

/** Just enough SMTP for nodemailer (no TLS, no auth); every message waits for release(). */
async function startFakeSmtp(): Promise<FakeSmtp> {
  const recipients: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            void released.then(() => socket.write('250 queued\r\n'));
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n');
        else if (command === 'RCPT') {
          recipients.push(/<(.+)>/.exec(line)![1]!);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, url: `smtp://127.0.0.1:${port}`, recipients, release };
}

let smtp: FakeSmtp;
let t: TestApp;
let owner: Member;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  owner = await t.buildMember();
});
afterAll(async () => {
  smtp?.release();
  await t?.close();
  await new Promise((resolve) => smtp?.server.close(resolve));
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SMTP delivery of invitations', () => {
  it('answers before the SMTP server has accepted anything, then delivers every message and marks it sent', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, typeCompanyPlan: 'CREDIT' });
    const emails = Array.from({ length: 45 }, (_, i) => `entrega.${i}@correo.test`);
    const body = await invitationApi(t).bulk(
      owner.token,
      process.id,
      emails.map((email) => ({ email, firstName: 'Ana', lastName: 'Vera' })),
    );
    expect(body.data!.sendBulkInvitation).toEqual({ completed: true, invited: 45, skipped: 0 });
    const mails = () => invitationRecords(t).mailsOf(owner.company.id);
    expect((await mails()).every((mail) => mail.sentAt === null)).toBe(true);

    smtp.release();
    await waitFor(async () => (await mails()).every((mail) => mail.sentAt !== null));
    expect([...smtp.recipients].sort()).toEqual([...emails].sort());
  });
});
