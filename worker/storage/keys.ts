// Where a student's files live in R2: always under their own user id, never
// under a name they chose.
export const materialPrefix = (userId: string, materialId: string) => `users/${userId}/materials/${materialId}/`;
export const materialOriginalKey = (userId: string, materialId: string, extension: string) =>
  `${materialPrefix(userId, materialId)}original${extension}`;
/** Each upload gets its own key, so a failed replacement never touches the current syllabus. */
export const syllabusKey = (userId: string, courseId: string, uploadId: string, extension: string) =>
  `users/${userId}/courses/${courseId}/syllabus-${uploadId}${extension}`;

/** Deletes every object under a prefix (a material's original, text and derived files). */
export async function deletePrefix(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Reads `length` bytes at `offset` of an object, for looking inside files without fetching them whole. */
export function rangeReader(bucket: R2Bucket, key: string) {
  return async (offset: number, length: number): Promise<Uint8Array> => {
    const object = await bucket.get(key, { range: { offset, length } });
    if (!object) throw new Error(`R2 object ${key} is missing`);
    return new Uint8Array(await object.arrayBuffer());
  };
}
