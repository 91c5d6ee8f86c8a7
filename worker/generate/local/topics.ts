// Which of the material's topics a sentence belongs to: the section its
// passage sits in. The material's topics are its main section titles
// (text/topics.ts), so a passage's topic is the nearest section around it, in
// the material's outline, whose title is one of them. Texts stored before
// outlines existed fall back to the passage's heading when that names a
// topic. Only a passage outside every topic's section (an introduction, a
// chapter too small to be a topic) is given the topic sharing most words with
// it, else the nearest topic section before it, else the first topic. A
// question's topic is always one of the material's.
import type { OutlineEntry } from '../../ingest/material-text';
import type { Block } from '../../text/clean';
import { parents, sectionIndexes } from '../../text/outline';
import { singular } from '../../text/phrases';
import { sectionTopic } from '../../text/topics';
import { normalise } from '../verify';

const smallWords = new Set('a an the and or of in on at by for to with from as via is are'.split(' '));

const topicWords = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((w) => w.length > 1 && !smallWords.has(w))
    .map(singular);

/** What the finder knows of the material's structure: its outline and the blocks being read. */
export type Structure = { outline?: readonly OutlineEntry[]; blocks: readonly Block[]; paged: boolean };

type SectionTopic = (block: Block) => string | null;

/**
 * The topic of the section a block sits in, or null when no section around it
 * is one of the topics: by the outline when the text has one, else by the
 * block's heading.
 */
export function sectionTopicFinder(topics: readonly string[], structure?: Structure): SectionTopic {
  const known = topics.map((topic) => ({ topic, name: normalise(topic) }));
  const byName = new Map(known.map((k) => [k.name, k.topic] as const));
  const outline = structure?.outline ?? [];
  if (structure && outline.length > 0) {
    const indexes = sectionIndexes(structure.blocks, outline, structure.paged);
    const at = new Map(structure.blocks.map((block, i) => [block, indexes[i] ?? -1] as const));
    const parent = parents(outline);
    const own = outline.map((entry) => {
      const name = sectionTopic(entry.title);
      return name ? (byName.get(normalise(name)) ?? null) : null;
    });
    const ofEntry = outline.map((_, i) => {
      for (let j = i; j >= 0; j = parent[j] ?? -1) if (own[j]) return own[j] as string;
      return null;
    });
    return (block) => ofEntry[at.get(block) ?? -1] ?? null;
  }

  const bySection = new Map<string, string | null>();
  const ofHeading = (section: string): string | null => {
    const name = normalise(section);
    if (!name) return null;
    const exact = byName.get(name);
    if (exact) return exact;
    // "Generator Expressions and List Comprehensions" contains the topic "Generator Expressions";
    // the longest topic contained is the most specific.
    const contained = known
      .filter((k) => k.name && (` ${name} `.includes(` ${k.name} `) || ` ${k.name} `.includes(` ${name} `)))
      .sort((a, b) => b.name.length - a.name.length);
    return contained[0]?.topic ?? null;
  };
  return (block) => {
    if (block.heading === null) return null;
    let topic = bySection.get(block.heading);
    if (topic === undefined) {
      topic = ofHeading(block.heading);
      bySection.set(block.heading, topic);
    }
    return topic;
  };
}

type TopicFinder = (block: Block, sentence: string) => string;

/** The topic finder of a material with these topics (the engine makes sure there is at least one). */
export function topicFinder(topics: readonly string[], structure?: Structure): TopicFinder {
  const ofSection = sectionTopicFinder(topics, structure);
  const known = topics.map((topic) => ({ topic, words: new Set(topicWords(topic)) }));
  const fallback = topics[0] ?? '';
  let lastSection: string | null = null;

  return (block, sentence) => {
    const section = ofSection(block);
    if (section) {
      lastSection = section;
      return section;
    }
    const words = new Set(topicWords(sentence));
    let best: string | null = null;
    let bestShared = 0;
    for (const k of known) {
      let shared = 0;
      for (const w of k.words) if (words.has(w)) shared++;
      if (shared > bestShared) {
        best = k.topic;
        bestShared = shared;
      }
    }
    return best ?? lastSection ?? fallback;
  };
}
