import type { Db } from "@portal/db/database";
import { coursePath } from "@portal/contract/learn/learn-options";
import type { TrainingExpiring } from "../email/service";
import * as repo from "./repo";

export type SendReminder = (
  on: Parameters<typeof repo.markReminded>[0],
  to: string,
  t: TrainingExpiring,
) => Promise<void>;

/**
 * Accreditations expiring within `reminderDays` (docs/decisions/040-training-gate.md): looked for
 * at start and then every EXPIRING_SWEEP_MS by each process. Each certificate is reminded of once:
 * marked in the same transaction that queues the mail, so processes sweeping at once, or again the
 * next day, send nothing more. One replaced by a later pass is not reminded of.
 */
export async function sweepExpiringAccreditations(
  db: Db,
  opts: { reminderDays: number; publicUrl: string; send: SendReminder },
  now = new Date(),
) {
  const due = await repo.dueReminders(
    db,
    now,
    new Date(now.getTime() + opts.reminderDays * 86_400_000),
  );
  let sent = 0;
  for (const row of due) {
    const marked = await db.transaction(async (tx) => {
      if (!(await repo.markReminded(tx, row.certificateId, now))) return false;
      await opts.send(tx, row.email, {
        courseTitle: row.title,
        expiresOn: row.expiresAt,
        link: `${opts.publicUrl}${coursePath(row.courseId)}`,
      });
      return true;
    });
    if (marked) sent++;
  }
  return sent;
}
