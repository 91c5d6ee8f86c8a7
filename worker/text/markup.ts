// Lightweight markup in plain-text materials (reStructuredText, Markdown, GNU
// info, Vim help): lines that are only markup are dropped, inline markup is
// reduced to its text, and what the source emphasised is remembered because
// emphasised words are usually the terms a student must know.

const markupOnlyLine = [
  /^\.\.(\s+[\w:-]+::|\s*$|\s+\[|\s+_|\s+\|)/, // rst directives, comments, targets, substitutions
  /^:[\w -]+:(\s|$)/, // rst field lists (":Author: ...")
  /^File: \S+,\s+Node: /, // info node headers
  /^\* Menu:/i,
  /^\*\s[^:]+::/, // info menu entries
  /^(INFO-DIR-SECTION|START-INFO-DIR-ENTRY|END-INFO-DIR-ENTRY)\b/,
  /^<!--.*-->$/,
  /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?$/, // markdown table rules
  /^(\*[\w.:+-]+\*\s*)+$/, // vim tag anchors alone on a line
  /^vim:\s*\w+[=:]/, // vim modelines
];

/** Does this trimmed line carry only markup? */
export function isMarkupLine(trimmed: string): boolean {
  return markupOnlyLine.some((re) => re.test(trimmed));
}

/** Vim help puts tag anchors at the end of heading lines ("Introduction   *vim-script-intro*"). */
export function stripLineAnchors(line: string): string {
  if (!line.includes('*')) return line;
  return line.replace(/(\s+\*[\w.:+-]+\*)+\s*$/, '').replace(/^\*([\d.]+)\*(?=\s)/, '$1');
}

/**
 * Inline markup reduced to its text. Runs on whole paragraphs, after lines are
 * joined, so that markup spanning a line break is also caught.
 */
export function stripInlineMarkup(text: string, emphasis: Map<string, number>): string {
  if (!/[*`:|_[\]{}'‘’]/.test(text)) return text;
  const emphasise = (term: string) => {
    const key = term.trim().toLowerCase();
    if (key.length > 2 && key.length < 50 && /\p{L}/u.test(key)) emphasis.set(key, (emphasis.get(key) ?? 0) + 1);
    return term;
  };
  return (
    text
      // rst roles; :term: and :dfn: name glossary terms; "\s" glues a plural on
      .replace(
        /:(term|dfn):`([^`<]+?)(?:\s*<[^>]*>)?`(\\s)?/g,
        (_, _role, term: string, s?: string) => emphasise(term) + (s ? 's' : ''),
      )
      .replace(/:[\w:.-]+:`([^`<]+?)(?:\s*<[^>]*>)?`(\\s)?/g, (_, term: string, s?: string) => term + (s ? 's' : ''))
      .replace(/`([^`<]+?)\s*<[^>]+>`__?/g, '$1') // rst links with targets
      .replace(/``([^`]+)``/g, '$1')
      .replace(/`([^`'\n]+)'/g, "'$1'") // texinfo and old GNU quotes: `stable'
      .replace(/`([^`\n]+)`_{0,2}/g, '$1')
      .replace(/\[(\d+(?:[,–-]\s*\d+)*|citation needed|note \d+)\]/gi, '') // citation marks [12]
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // markdown images
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // markdown links
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1') // markdown reference links
      .replace(/\[\^[^\]]+\]/g, '') // markdown footnote marks
      .replace(/\[([^\]\n]{1,60})\](?!\()/g, '$1') // pandoc implicit links: [Haskell]
      .replace(/\{[#.][^}]*\}/g, '') // pandoc attributes {#id .class}
      .replace(/\*note\s+([^:]+)::/gi, '$1')
      .replace(/\*note\s+([^:]+):\s*\([^)]*\)[^.,;]*/gi, '$1')
      .replace(/\*\*([^*]+)\*\*/g, (_, term: string) => emphasise(term))
      .replace(/__([^_]+)__/g, (_, term: string) => emphasise(term))
      .replace(
        /(^|[\s(])\*([^*\s][^*]*?)\*(?=[\s.,;:!?)]|$)/g,
        (_, before: string, term: string) => before + emphasise(term),
      )
      .replace(
        /(^|[\s("'])_([^_\s][^_]*?)_(?=[\s.,;:!?)"']|$)/g,
        (_, before: string, term: string) => before + emphasise(term),
      )
      .replace(/\|([\w.:+-]+)\|/g, '$1') // vim |tag| links
      .replace(/\s*\((?:https?|ftp):\/\/[^)\s]*(?:\s[^)\s]*)?\)/g, '') // "(https://…)" repeating a link
      .replace(/\b(https?:\/\/)\s+/g, '$1')
  );
}
