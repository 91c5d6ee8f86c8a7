// Which writing system and, roughly, which language a material is in. No
// language-identification model ships with the Worker (franc and tinyld were
// left out to keep the bundle small): English is recognised by how often its
// commonest function words occur, and anything else is "not English", which
// is all the question engine needs to know. Non-English materials get
// frequency-based key terms only (see terms.ts), and the AI engine is the
// better choice for their questions.
import type { MaterialPage } from '../ingest/material-text';
import { topFunctionWords } from './lexicon';
import { type Script, textQuality } from './script';

/** The script of most of the readable text, weighting each page by its length; garbled pages do not count. */
export function dominantScript(pages: MaterialPage[]): Script {
  const weight = new Map<Script, number>();
  for (const { text } of pages) {
    const quality = textQuality(text);
    if (quality.garbage || quality.script === 'none') continue;
    weight.set(quality.script, (weight.get(quality.script) ?? 0) + text.length);
  }
  let best: Script = 'none';
  let bestWeight = 0;
  for (const [script, w] of weight) {
    if (w > bestWeight) {
      best = script;
      bestWeight = w;
    }
  }
  return best;
}

/**
 * English running text has a third or more of its words among the 50
 * commonest function words; other languages (even with shared words such as
 * "a", "in", "was") have well under a tenth. Too few words decide nothing.
 */
export function isLikelyEnglish(text: string): boolean {
  let words = 0;
  let common = 0;
  for (const m of text.toLowerCase().matchAll(/\p{L}+(?:['’]\p{L}+)?/gu)) {
    words++;
    if (topFunctionWords.has(m[0])) common++;
    if (words >= 5000) break;
  }
  return words >= 10 && common / words >= 0.15;
}
