import { z } from "zod";
import { ExerciseIdSchema } from "~/content/exercises/schema";

/** A range such as 45-60 minutes or 2-3 sessions a week; min equals max for a single value. */
export const RangeSchema = z
  .object({ min: z.number().positive(), max: z.number().positive() })
  .refine((range) => range.min <= range.max, "min must not exceed max");

/** One exercise as a coach prescribes it: every field is required (issue 4). */
export const ExerciseSchema = z
  .object({
    name: z.string().min(3),
    /** The library entry this line is (decision 0058); when absent, its name decides through the aliases. */
    exerciseId: ExerciseIdSchema.optional(),
    sets: z.number().int().min(1).max(10),
    /** "10", "8-12", "10 each side"; or use `time`. */
    reps: z.string().min(1).optional(),
    /** "45 s", "30 s each side", "5 min"; or use `reps`. */
    time: z.string().min(2).optional(),
    /** "90 s", "15 s", "none (move straight on)". */
    rest: z.string().min(2),
    /** Optional: "3-1-1", seconds lowering, pausing and lifting (the coach adds it where it matters). */
    tempo: z.string().trim().min(3).max(20).optional(),
    /** "%1RM" or "RPE": "60% 1RM", "RPE 6-7". */
    effort: z.string().regex(/(% ?1RM|RPE)/, "effort must name %1RM or RPE"),
    /** One coaching cue, in the coach's voice. */
    cue: z.string().min(15),
    /** An easier, joint-friendly option. */
    easier: z.string().min(8),
    /** A harder option. */
    harder: z.string().min(8),
  })
  .refine((exercise) => Boolean(exercise.reps) !== Boolean(exercise.time), "give reps or time, not both");

export const BlockSchema = z.object({
  title: z.string().min(3),
  /** How the block runs: "2 rounds, move between exercises", "Circuit: 3 rounds". */
  format: z.string().min(3),
  exercises: z.array(ExerciseSchema).min(1),
});

export const SessionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The tab label: "Session A", "Day 1", "Bodyweight & Weights". */
  label: z.string().min(3),
  /** A badge next to the tab label, such as "New!". */
  badge: z.string().optional(),
  /** One sentence: what this session trains. */
  focus: z.string().min(10),
  durationMinutes: z.number().int().min(10).max(90),
  warmUp: BlockSchema,
  mainWork: z.array(BlockSchema).min(1),
  finisher: BlockSchema,
});

/**
 * A program's address: `/client-portal/<slug>`. The 14 shipped programs keep theirs; a program
 * the coach adds gets one made from its title (decision 0042).
 */
export const ProgramSlugSchema = z
  .string()
  .min(3, "At least 3 characters, please.")
  .max(60, "At most 60 characters, please.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens only.");

export const ProgramSchema = z.object({
  slug: ProgramSlugSchema,
  title: z.string().min(3),
  /** Two or three sentences: who it is for and what it does. */
  summary: z.string().min(40),
  schedule: z.object({
    sessionsPerWeek: RangeSchema,
    sessionMinutes: RangeSchema,
    weeks: RangeSchema,
  }),
  /** Tabs are sessions ("Session A") or days ("Day 1"). */
  tabKind: z.enum(["session", "day", "format"]),
  sessions: z.array(SessionSchema).min(1),
  /** Coaching and safety notes: bone density, pelvic floor, joints, where they matter. */
  notes: z.array(z.string().min(20)).min(3),
  /** How to progress week by week. */
  progression: z.array(z.string().min(20)).min(2),
});

export type Exercise = z.infer<typeof ExerciseSchema>;
export type Block = z.infer<typeof BlockSchema>;
export type Session = z.infer<typeof SessionSchema>;
export type Program = z.infer<typeof ProgramSchema>;
