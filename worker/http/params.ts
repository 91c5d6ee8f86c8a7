// Path parameters naming a record. Any well-formed id is looked up for the
// signed-in student only, so another student's id answers 404 like a missing one.
import { z } from 'zod';

export const idParam = z.object({ id: z.string().min(1).max(64) });
