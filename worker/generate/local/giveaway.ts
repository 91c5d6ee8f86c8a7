// Does the rest of a question already show its answer? Beyond the exact words
// (which verify.ts also rejects), a stem that keeps a word of the answer's
// family ("generate" around a blanked "generator", "traces" around "trace
// tree") lets a student match words instead of knowing the material.
import { normalise } from '../verify';
import { contentWordsOf } from './words';

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Two words share a root: the shorter one is their common start, or they share five letters or more. */
export function shareRoot(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.min(5, shorter) && shorter >= 3;
}

/** "MPAA" after "the American branch of the Motion Picture Association": the stem spells most of its letters. */
function spellsAbbreviation(stem: string, abbreviation: string): boolean {
  if (!/^\p{Lu}{2,8}$/u.test(abbreviation)) return false;
  // The initials of each run of capitalised words, small words allowed between them.
  const runs: string[] = [];
  let run = '';
  for (const word of stem.split(/[^\p{L}'’-]+/u).filter(Boolean)) {
    if (/^\p{Lu}/u.test(word)) run += word.charAt(0);
    else if (!/^(of|and|for|the|on|in|de|to)$/.test(word)) {
      runs.push(run);
      run = '';
    }
  }
  runs.push(run);
  const needed = Math.max(2, abbreviation.length - 1);
  for (let i = 0; i + needed <= abbreviation.length; i++) {
    if (runs.some((r) => r.includes(abbreviation.slice(i, i + needed)))) return true;
  }
  return false;
}

/** Does `stem` (the question without its answer) show any of `answers`, or a word of their family? */
export function givesAway(stem: string, answers: readonly string[]): boolean {
  const text = normalise(stem);
  // "BuildHasher" shows "hasher": the parts of a camel-case name are words of the stem too.
  const stemWords = contentWordsOf(stem.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
  for (const answer of answers) {
    const needle = normalise(answer);
    if (!needle) continue;
    if (unspaced.test(needle) ? text.includes(needle) : ` ${text} `.includes(` ${needle} `)) return true;
    if (contentWordsOf(answer).some((w) => stemWords.some((s) => shareRoot(w, s)))) return true;
    if (spellsAbbreviation(stem, answer)) return true;
  }
  return false;
}
