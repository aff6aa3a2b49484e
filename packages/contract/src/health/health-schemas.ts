import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok") });
export const readinessSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});
