import type { z } from 'zod';

/** One wizard step: its address in `?step=`, the fields it shows and the schema they must pass. */
export interface StepSpec {
  id: string;
  schema: z.ZodType;
  fields: readonly string[];
}

/** A step whose schema is a plain object: its fields are the object's keys. */
export const objectStep = (id: string, schema: z.ZodObject): StepSpec => ({
  id,
  schema,
  fields: Object.keys(schema.shape),
});
