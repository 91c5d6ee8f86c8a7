// Each material's section tree and topics, from real corpus files (served by
// vitest.config.ts's CORPUS binding) and a slide deck built here: topics are
// the titles of main sections, never a stop word, a generic word or a phrase
// in no heading.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../ingest/analyze';
import { extractRange } from '../ingest/extract';
import { kindFromName } from '../ingest/file-type';
import { type MaterialText, mergeExtractionChunks } from '../ingest/material-text';
import { functionWords, genericWords } from '../text/lexicon';
import { sectionTopic } from '../text/topics';
import { makePdf } from './fixtures';

async function read(name: string, bytes?: Uint8Array) {
  if (!bytes) {
    const response = await env.CORPUS.fetch(`http://corpus/${name}`);
    if (!response.ok) throw new Error(`${name}: ${await response.text()}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  }
  const kind = kindFromName(name);
  if (!kind) throw new Error(`${name} is no material`);
  const chunks: MaterialText[] = [];
  for (let from: number | null = 1; from !== null; ) {
    const range = await extractRange(env, kind, bytes, from);
    chunks.push(range.text);
    from = range.nextPage;
  }
  const text = mergeExtractionChunks(chunks);
  return { text, analysis: analyzeText(text, name.split('/').at(-1) as string) };
}

/** Every topic names a section of the outline, and none is a stop word or a lone generic word. */
function expectSectionTopics(topics: string[], text: MaterialText) {
  const sections = new Set((text.outline ?? []).map((e) => sectionTopic(e.title)));
  for (const topic of topics) {
    expect(sections, topic).toContain(topic);
    const lower = topic.toLowerCase();
    expect(functionWords.has(lower) || genericWords.has(lower), topic).toBe(false);
  }
}

describe('section trees and topics of corpus files', () => {
  it('tracemonkey.pdf: headings found by their font, topics its section titles', { timeout: 60_000 }, async () => {
    const { text, analysis } = await read('pdf/tracemonkey.pdf');
    const top = (text.outline ?? []).filter((e) => e.level === 1).map((e) => e.title);
    expect(top).toEqual(expect.arrayContaining(['3. Trace Trees', '4. Nested Trace Tree Formation', '7. Evaluation']));
    expect(text.outline).toContainEqual({ title: '3.1 Traces', level: 2, page: 4 });
    expect(analysis.topics).toEqual(expect.arrayContaining(['Trace Trees', 'Nested Trace Tree Formation']));
    expect(analysis.topics.length).toBeGreaterThanOrEqual(5);
    expectSectionTopics(analysis.topics, text);
    // A heading stands on its own line, set off from the paragraphs around it.
    expect(text.pages.find((p) => p.page === 4)?.text).toMatch(/\n\n3\. Trace Trees\n\n/);
  });

  it('python311-howto-functional.rst.txt: its reStructuredText sections', async () => {
    const { text, analysis } = await read('txt/python311-howto-functional.rst.txt');
    expect(text.outline?.[0]).toEqual({ title: 'Functional Programming HOWTO', level: 1, page: 1 });
    expect(analysis.topics).toEqual([
      'Iterators',
      'Generator Expressions and List Comprehensions',
      'Generators',
      'Built-in Functions',
      'Itertools Module',
      'Functools Module',
      'Small Functions and the Lambda Expression',
    ]);
  });

  it('R-intro.info.txt: its chapters', async () => {
    const { text, analysis } = await read('txt/R-intro.info.txt');
    expect(text.outline).toContainEqual(expect.objectContaining({ title: '6 Lists and data frames', level: 1 }));
    expect(text.outline).toContainEqual(expect.objectContaining({ title: '6.1 Lists', level: 2 }));
    expect(analysis.topics).toEqual(
      expect.arrayContaining(['Arrays and Matrices', 'Lists and Data Frames', 'Probability Distributions']),
    );
    expect(analysis.topics.length).toBeLessThanOrEqual(15);
    const chapters = new Set(text.outline?.filter((e) => e.level === 1).map((e) => sectionTopic(e.title)));
    for (const topic of analysis.topics) expect(chapters).toContain(topic);
  });

  it('csharp3-spec-bookmarks.docx: its heading styles', async () => {
    const { text, analysis } = await read('docx/csharp3-spec-bookmarks.docx');
    expect(text.outline?.slice(0, 3)).toEqual([
      { title: 'Overview of C# 3.0', level: 1, page: 2 },
      { title: 'Implicitly typed local variables', level: 2, page: 3 },
      { title: 'Extension methods', level: 2, page: 4 },
    ]);
    expect(analysis.topics).toEqual([
      'Overview of C# 3.0',
      'Implicitly Typed Local Variables',
      'Extension Methods',
      'Lambda Expressions',
      'Object and Collection Initializers',
      'Anonymous Types',
      'Implicitly Typed Arrays',
      'Query Expressions',
      'Expression Trees',
    ]);
  });

  it('debian-faq.en.txt and vim-usr_41.txt: chapters of plain-text manuals', async () => {
    const faq = await read('txt/debian-faq.en.txt');
    expect(faq.analysis.topics).toEqual(expect.arrayContaining(['Debian Archives', 'Debian and the Kernel']));
    expectSectionTopics(faq.analysis.topics, faq.text);
    const vim = await read('txt/vim-usr_41.txt');
    expect(vim.analysis.topics).toEqual(expect.arrayContaining(['Variables', 'Conditionals', 'Defining a Function']));
    expectSectionTopics(vim.analysis.topics, vim.text);
  });

  it('a novel without section titles is about its title, not a word from its text', async () => {
    const { analysis } = await read('txt/gutenberg-158-emma.txt');
    expect(analysis.topics).toEqual(['Emma']);
  });
});

describe('a slide deck', () => {
  const slide = (title: string, ...bullets: string[]) => [
    { text: title, size: 28 },
    ...bullets.map((text) => ({ text, size: 18 })),
  ];
  // Slides carry little text each: the deck is long enough for the pipeline's 200-word minimum.
  const deck = makePdf(
    [
      slide(
        'Routing',
        'Find a route in the route table.',
        'A router forwards each packet to its next hop.',
        'Each hop looks only at the destination address of the packet it receives.',
        'Tables are built by hand or learned from neighbours by a routing protocol.',
      ),
      slide(
        'Routing',
        'The longest matching prefix wins over every shorter prefix in the table.',
        'A default route sends every packet that matches no other entry to one gateway.',
        'Distance-vector protocols share whole tables with their direct neighbours only.',
      ),
      slide(
        'Address Resolution',
        'ARP maps an IP address to a MAC address on the local network.',
        'A host broadcasts a request and the owner of the address answers it directly.',
        'Answers are cached for a few minutes so that most packets need no request.',
        'Gratuitous replies announce a new address before anyone asks for it.',
      ),
      slide(
        'Switching',
        'A switch forwards frames by their destination MAC address.',
        'It learns where each address lives from the source address of frames it sees.',
        'Frames for an unknown address are flooded out of every other port of the switch.',
        'Virtual LANs split one physical switch into several separate broadcast domains.',
      ),
    ],
    { title: 'Computer Networks, Week 3', landscape: true },
  );

  it('has one section per slide title, repeats merged, and titles apart from the bullets', async () => {
    const { text, analysis } = await read('network-slides.pdf', deck);
    expect(text.outline).toEqual([
      { title: 'Routing', level: 1, page: 1 },
      { title: 'Address Resolution', level: 1, page: 3 },
      { title: 'Switching', level: 1, page: 4 },
    ]);
    expect(text.pages[0]?.text).toMatch(/^Routing\n\nFind a route in the route table\./);
    expect(analysis.topics).toEqual(['Routing', 'Address Resolution', 'Switching']);
  });
});
