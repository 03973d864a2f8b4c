/** The images the file input takes (docs/security.md, "Avatars": the site shows only images it can read). */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const maxImageBytes = 2 * 1024 * 1024;
export const maxImages = 4;

export type FileProblem = 'type' | 'size' | 'count';

/**
 * Splits the chosen files into those kept and the problem of each one refused: not an image, over 2 MB, or
 * beyond the 4 a gallery holds (counting those already kept).
 */
export function checkImages(files: readonly File[], alreadyKept: number) {
  const kept: File[] = [];
  const refused: Array<{ name: string; problem: FileProblem }> = [];
  for (const file of files) {
    const problem: FileProblem | null = !(imageTypes as readonly string[]).includes(file.type)
      ? 'type'
      : file.size > maxImageBytes
        ? 'size'
        : alreadyKept + kept.length >= maxImages
          ? 'count'
          : null;
    if (problem) refused.push({ name: file.name, problem });
    else kept.push(file);
  }
  return { kept, refused };
}
