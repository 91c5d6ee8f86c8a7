// Which of the material's topics a sentence belongs to: its section's heading
// when that names a topic, else the topic sharing most words with it, else the
// material's first topic. A question's topic is always one of the material's.
import { singular } from '../../text/phrases';
import { normalise } from '../verify';

const smallWords = new Set('a an the and or of in on at by for to with from as via is are'.split(' '));

const topicWords = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((w) => w.length > 1 && !smallWords.has(w))
    .map(singular);

type TopicFinder = (section: string | null, sentence: string) => string;

/** The topic finder of a material with these topics (the engine makes sure there is at least one). */
export function topicFinder(topics: readonly string[]): TopicFinder {
  const known = topics.map((topic) => ({ topic, name: normalise(topic), words: new Set(topicWords(topic)) }));
  const fallback = topics[0] ?? '';
  const bySection = new Map<string, string | null>();

  const ofSection = (section: string): string | null => {
    const name = normalise(section);
    if (!name) return null;
    const exact = known.find((k) => k.name === name);
    if (exact) return exact.topic;
    // "Generator Expressions and List Comprehensions" contains the topic "Generator Expressions";
    // the longest topic contained is the most specific.
    const contained = known
      .filter((k) => k.name && (` ${name} `.includes(` ${k.name} `) || ` ${k.name} `.includes(` ${name} `)))
      .sort((a, b) => b.name.length - a.name.length);
    return contained[0]?.topic ?? null;
  };

  return (section, sentence) => {
    if (section !== null) {
      let topic = bySection.get(section);
      if (topic === undefined) {
        topic = ofSection(section);
        bySection.set(section, topic);
      }
      if (topic) return topic;
    }
    const words = new Set(topicWords(sentence));
    let best = fallback;
    let bestShared = 0;
    for (const k of known) {
      let shared = 0;
      for (const w of k.words) if (words.has(w)) shared++;
      if (shared > bestShared) {
        best = k.topic;
        bestShared = shared;
      }
    }
    return best;
  };
}
