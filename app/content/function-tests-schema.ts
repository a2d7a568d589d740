import { z } from "zod";
import { FUNCTION_TEST_IDS, RESULT_KINDS } from "./function-tests";

// Issue 39 §1 (decision 0064): the battery's schema, apart from the battery itself, which the
// browser loads (function-tests.ts says why). Its unit test parses FUNCTION_TESTS with it.

export const FUNCTION_TEST_SCHEMA = z.object({
  id: z.enum(FUNCTION_TEST_IDS),
  name: z.string().min(3),
  /** One line on what it shows, for the list. */
  measures: z.string().min(10),
  kind: z.enum(RESULT_KINDS),
  /** The counted or capped time, in seconds (30 for the chair stand, 120 for the step test). */
  seconds: z.number().int().positive().nullable(),
  /** The result's unit in words, for a count or a time ("stands", "seconds"). */
  unit: z.string().min(1),
  needs: z.array(z.string().min(3)).min(1),
  steps: z.array(z.string().min(10)).min(2),
  safety: z.array(z.string().min(10)).min(1),
  /** The exercise library entry that shows the movement (`/exercises/:id`), or null. */
  demo: z.string().nullable(),
  /** The largest result anyone could type (a slip like 255 for 25.5 is asked again). */
  max: z.number().positive(),
});

export const FUNCTION_TESTS_SCHEMA = z.array(FUNCTION_TEST_SCHEMA).length(FUNCTION_TEST_IDS.length);
