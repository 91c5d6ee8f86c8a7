// Is a line program text rather than prose? Used both to drop code while
// cleaning and to reject code-like sentences and terms afterwards.

const codeStart =
  /^\s*(>>>|\.\.\.\s|\$ |% |# |> |#include|#!|import [\w.]+(\s+as\s+\w+)?$|from \S+ import|function\s*\w*\(|(const|let|var) \w+\s*=|if \(|for \(|while \(|print\(|sudo |apt(-get)? (install|remove|purge|update|upgrade|search|show)\b|\w+ <- |[\w.[\]'"]+\s*[-+*/|&]?=\s*\S|(def|class) \w+.*:$|for \w+(, \w+)* in \S.*:$|(else|try|finally):$|except\b.*:$|with \S.* as \w+:$)/;
// Comment and assignment marks that prose never uses, even when the rest of the line is words.
const codeMarks = /\s\/\/\s|^\/\/|\/\*|\*\/|\w\s*:=\s*\w/;
// "i++" and "std::cout" but not "C++" or info's "*note Vectors::".
const operators = /\w\(\)|==|!=|=>|->|:=|<-|[a-z_]\+\+|\+\+[a-z_]|&&|\|\||\w::\w|\w\[\w*\]\(|\w\(\w*[,)]/;
const codeChars = /[{}()[\];=<>$#\\|_`~^*/@%&+]/g;

/** Share of non-space characters that are letters. */
export function letterRatio(s: string): number {
  let visible = 0;
  let letters = 0;
  for (const ch of s) {
    if (ch === ' ' || ch === '\t' || ch === '\n') continue;
    visible++;
    const c = ch.charCodeAt(0);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c > 127 && /\p{L}/u.test(ch))) letters++;
  }
  return visible ? letters / visible : 0;
}

/** Ordinary lower-case words of two letters or more (or two CJK characters): prose has many, code few. */
const proseWords = (s: string) =>
  (s.match(/(?:^|\s)[a-z]{2,}[,.;:]?(?=\s|$)/g)?.length ?? 0) +
  (s.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0) / 2;

/** `strict` is for whole lines in cleaning, where a false positive costs only one line. */
export function isCodeLike(line: string, strict = false): boolean {
  const t = line.trim();
  if (!t) return false;
  if (codeStart.test(line)) return true;
  if (/[;{]\s*$/.test(t) || /^[}\])]/.test(t) || codeMarks.test(t)) return true;
  // "C++ and Python are languages that …" is prose with an operator-like word in it.
  if (operators.test(t) && proseWords(t) < 6) return true;
  if (t.length < 12) return false;
  const symbols = t.match(codeChars)?.length ?? 0;
  return symbols / t.length > (strict ? 0.2 : 0.12) && proseWords(t) < 8;
}

/** A term or name that reads as an identifier, path or expression rather than words. */
export function isCodeToken(s: string): boolean {
  return /[_$(){}[\]<>=\\|@%^~`*;]|#\w|[a-z]\.[a-z]|^[-./]|\/\w+\/|\w\/\w+\.\w/.test(s);
}
