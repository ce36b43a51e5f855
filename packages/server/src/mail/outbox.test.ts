import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_KEEP_DAYS, sweepOutbox } from './outbox';

const DAY = 86_400_000;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the outbox sweep', () => {
  it('deletes mails older than the keep time and nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mc-outbox-'));
    const now = Date.now();
    const mail = (name: string, ageDays: number) => {
      const file = join(dir, name);
      writeFileSync(file, 'To: sam@school.edu.au\n\nReset link');
      const when = (now - ageDays * DAY) / 1000;
      utimesSync(file, when, when);
    };
    mail('old.eml', OUTBOX_KEEP_DAYS + 1);
    mail('new.eml', OUTBOX_KEEP_DAYS - 1);
    mail('notes.txt', 30);
    expect(await sweepOutbox(dir, now)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['new.eml', 'notes.txt']);
  });

  it('is quiet when no mail has been written yet', async () => {
    dir = join(tmpdir(), `mc-outbox-none-${Date.now()}`);
    expect(await sweepOutbox(dir)).toBe(0);
  });
});
