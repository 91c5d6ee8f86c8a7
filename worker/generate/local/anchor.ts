// Reference documentation states a fact about the function a section
// documents without naming it: "The given sequence of paths is processed from
// right to left." under `path.resolve([...paths])`, whose topic is
// "path.resolve()" (text/topics.ts). Alone, the sentence is about nothing a
// student can tell; with its section's subject, as a teacher would write it,
// it is a fair statement: "For path.resolve(), the given sequence of paths is
// processed from right to left."

// A topic that is code: "path.basename()", "os.EOL", "dns.Resolver", "setTimeout()"; not "Closures".
const codeName = /^[\p{L}_$][\w$]*(?:[.:]+[\w$]+)+(?:\(\))?$|^[\p{L}_$][\w$]*\(\)$/u;

/**
 * The code a statement of this sentence names in front: its section's (its topic, which the section's
 * heading names), when the sentence does not name it and opens with its own subject ("The given sequence
 * …", "If …"); else null. A verb-first entry ("Creates a Promise …") has no subject to keep.
 */
export function anchorOf(text: string, topic: string, heading: string | null): string | null {
  if (!codeName.test(topic)) return null;
  const name = topic.replace(/\(\)$/, '');
  if (!heading?.includes(name)) return null;
  const last = name.split(/[.:]/).at(-1) ?? name;
  if (text.includes(name) || new RegExp(`(^|[^\\w$])${last.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(text)) return null;
  if (!/^(A|An|The|If|When|Each|Every|On|In|By|With|Unless|Only) \p{Ll}/u.test(text)) return null;
  return topic;
}

/** The statement as shown: "For path.resolve(), the given sequence …" with an anchor, else as it is. */
export const withAnchor = (statement: string, anchor: string | null) =>
  anchor ? `For ${anchor}, ${statement.charAt(0).toLowerCase()}${statement.slice(1)}` : statement;
