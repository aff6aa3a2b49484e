import type { Db } from "@portal/db/database";
import { createAuthoring } from "./authoring";
import { createLearning, type LearnSettings } from "./learning";
import { createPeople } from "./people";
import { sweepExpiringAccreditations, type SendReminder } from "./reminders";

/**
 * Learn (issue 18; docs/decisions/040-training-gate.md). Other modules call the gate,
 * `requireTraining(executor, userId, product)`, from every path that submits a deal or sends it
 * to funders, and `trainingRequiredFor` to report it ahead (a send preview).
 */
export { requireTraining, trainingOf, trainingRequiredFor } from "./gate";
export { demoCourses, loadDemoCourses } from "./demo-courses";
export type { LearnSettings };

export function createLearnService(
  db: Db,
  opts: { settings: LearnSettings; publicUrl: string; sendReminder: SendReminder },
) {
  return {
    authoring: createAuthoring(db, opts.settings),
    learning: createLearning(db, opts.settings),
    people: createPeople(db, opts.publicUrl),
    /** Reminds holders of accreditations about to expire, once each; returns how many were sent. */
    sweepReminders: (now?: Date) =>
      sweepExpiringAccreditations(
        db,
        {
          reminderDays: opts.settings.reminderDays,
          publicUrl: opts.publicUrl,
          send: opts.sendReminder,
        },
        now,
      ),
  };
}

export type LearnService = ReturnType<typeof createLearnService>;
