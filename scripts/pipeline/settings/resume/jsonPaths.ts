/**
 * Places in a parsed JSON document: a JSON Pointer (what ajv reports) written the way an owner reads
 * their file, `work[1].startDate`, and sorted in the order the file has them.
 */

/** The segments of a JSON Pointer ("/work/1/startDate" → ["work", "1", "startDate"]). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `basics.profiles[0].url`; a name that is not an identifier is quoted: `meta["my key"]`. */
export function readablePath(pointer: string, document: unknown): string {
  let text = '';
  let value = document;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(value)) {
      text += `[${segment}]`;
      value = value[Number(segment)];
    } else {
      text += IDENTIFIER.test(segment)
        ? `${text ? '.' : ''}${segment}`
        : `[${JSON.stringify(segment)}]`;
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[segment]
          : undefined;
    }
  }
  return text;
}

/** The value at a JSON Pointer, or undefined. */
export function valueAt(pointer: string, document: unknown): unknown {
  let value = document;
  for (const segment of pointerSegments(pointer)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Array.isArray(value)
      ? (value[Number(segment)] as unknown)
      : (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Position of each segment among its siblings: where the place comes in the file. */
function documentPosition(pointer: string, document: unknown): number[] {
  const position: number[] = [];
  let value = document;
  for (const segment of pointerSegments(pointer)) {
    if (typeof value !== 'object' || value === null) break;
    if (Array.isArray(value)) {
      position.push(Number(segment));
      value = value[Number(segment)] as unknown;
    } else {
      // JSON.parse keeps the file's order of names (except integer-like ones, which a resume has not).
      position.push(Object.keys(value).indexOf(segment));
      value = (value as Record<string, unknown>)[segment];
    }
  }
  return position;
}

/** Compares two places by where they are in the file; a container comes before what it holds. */
export function byDocumentOrder(document: unknown): (a: string, b: string) => number {
  return (a, b) => {
    const first = documentPosition(a, document);
    const second = documentPosition(b, document);
    for (let i = 0; i < Math.min(first.length, second.length); i += 1) {
      const difference = (first[i] ?? 0) - (second[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return first.length - second.length;
  };
}
