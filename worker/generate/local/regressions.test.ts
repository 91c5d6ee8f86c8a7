// Bad questions the engine once wrote from the corpus, each kept with the
// passage that produced it so it cannot come back.
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, MaterialSource } from '../engine';
import { localEngine } from '.';
import { material } from './test-materials';

const ask = (m: MaterialSource, count = 20): Promise<GeneratedQuestion[]> =>
  localEngine.generate(m, {
    count,
    types: ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'],
    difficulty: 'mixed',
    seed: 1,
  });
const everything = (q: GeneratedQuestion) => [
  q.question,
  q.correctAnswer,
  ...(q.options ?? []),
  ...(q.acceptedAnswers ?? []),
];

// Debian FAQ, section 23 (the package relations).
const packageRelations = material('debian-faq-relations', 'section', [
  {
    page: 1,
    text: `Package A depends on Package B if B absolutely must be installed in order to run A. In some cases, A depends not only on B, but on a specific version of B.

Package A recommends Package B, if the package maintainer judges that most users would not want A without also having the functionality provided by B.

Package A suggests Package B if B contains files that are related to (and usually enhance) the functionality of A.

Package A conflicts with Package B when A will not operate if B is installed on the system. Most often, conflicts are cases where A contains files which are an improvement over those in B.

Package A replaces Package B when files installed by B are removed and (in some cases) over-written by files in A.

Package A provides Package B when all of the files and functionality of B are incorporated into A.`,
  },
]);

// GNU Coding Standards, Change Logs; Debian Reference, tmpfs; the Hurd in the Debian FAQ (with a month added).
const manuals = material('manuals', 'section', [
  {
    page: 1,
    text: `Historically, change logs were maintained on specially formatted files. Nowadays, projects commonly keep their source files under a "version control system" (VCS), such as Git, Subversion, or Mercurial. If the VCS repository is publicly accessible, the information recorded by the VCS can be used to produce the change logs.`,
  },
  {
    page: 2,
    text: `The tmpfs is a temporary filesystem which keeps all files in the virtual memory. The data of the tmpfs in the page cache on memory may be swapped out to the swap space on disk as needed. The directory "/run" is mounted as the tmpfs in the early boot process.`,
  },
  {
    page: 3,
    text: `The oldest porting effort is Debian GNU/Hurd. The Hurd is a set of servers running on top of the GNU Mach microkernel. Together they build the base for the GNU operating system. The release notes of July describe the ports that are ready for the next release.`,
  },
]);

// Python functional programming HOWTO, "Data Types That Support Iterators" and its revision history.
const howto = material('python-howto', 'section', [
  {
    page: 1,
    text: `We've already seen how lists and tuples support iterators. In fact, any Python sequence type, such as strings, will automatically support creation of an iterator. Several of Python's built-in data types support iteration, the most common being lists and dictionaries. The itertools module contains a number of commonly used iterators as well as functions for combining several iterators.

Version 0.21: Added more references suggested on the tutor mailing list. Version 0.30: Adds a section on the functional module written by Collin Winter; adds short section on the operator module.`,
  },
]);

// Octave manual: "aspect ratio" defined once for daspect and again, differently, for pbaspect.
const aspect = material('octave-aspect', 'section', [
  {
    page: 1,
    text: 'The data aspect ratio is set with daspect. The aspect ratio is a normalized 3-element vector representing the span of the x, y, and z-axis limits. Octave draws each axis with its own scale.',
  },
  {
    page: 2,
    text: 'The plot box aspect ratio is set with pbaspect. The aspect ratio is a normalized 3-element vector representing the rendered lengths of the x, y, and z axes. Octave keeps the plot box square by default.',
  },
]);

// A paper's introduction: no section title a reader would give its passages as their topic.
const paper = material('paper', 'section', [
  {
    page: 1,
    text: 'Networks of Devices\n\nA network is a group of computers that share resources and exchange data over links.',
  },
  {
    page: 2,
    text: 'Introduction\n\nSpiderMonkey is the JavaScript engine embedded in the Firefox web browser. A bridge is a device that joins two network segments into one.',
  },
  {
    page: 3,
    text: 'Routers\n\nA router is a device that forwards packets between separate networks according to a routing table. A routing table is a list of routes that a router consults for every packet. A default route is the route a router uses when no other route matches the destination.',
  },
  {
    page: 4,
    text: 'Switches\n\nA switch is a device that connects hosts within one local network and forwards frames by their hardware address. A frame is a unit of data that a switch forwards between the ports of one network. A port is a physical socket that connects one host to a switch.',
  },
]);

// Mozilla's guide to its test frameworks: two definitions of a few words share their genus with a third.
const frameworks = material('test-frameworks', 'section', [
  {
    page: 1,
    text: 'Talos\n\nTalos is a framework for performance testing. Talos tests on buildbot are split into a few categories by metric.',
  },
  {
    page: 2,
    text: 'Speedtests\n\nSpeedTests is a framework for executing browser benchmarks. SpeedTests runs each benchmark in several browsers for comparison.',
  },
  {
    page: 3,
    text: 'Marionette\n\nMarionette is a test automation framework used to drive the UI and JS/XPCOM layer of remote or local instances. The Marionette client includes the harness which runs Marionette tests.',
  },
]);

// Wget's manual: "MODES" stands for what the reader writes, not for a thing with that name.
const placeholders = material('wget-modes', 'section', [
  {
    page: 1,
    text: 'Restricting file names\n\nThe MODES are a comma-separated set of text values that change how wget escapes file names. The acceptable MODES are unix, windows, nocontrol, ascii, lowercase and uppercase. When the MODES include unix, wget escapes the slash and the control characters. When the MODES include windows, wget escapes the backslash, the colon and the question mark. Wget writes escaped characters as a percent sign and two hexadecimal digits.',
  },
]);

// The Rust Reference on boxes: a definition by "a general term" names nothing a blank could hold alone.
const heapTerm = material('rust-heap', 'section', [
  {
    page: 1,
    text: 'Memory Allocation and Lifetime\n\nThe heap is a general term that describes boxes and other allocations. The heap grows whenever a program allocates a new box for a value of any type. Every box points to memory on the heap, and the heap memory of a box is freed when the box is dropped. A box keeps only a pointer to the heap on the stack, whatever the size of the value it holds. Values of unknown size at compile time live on the heap behind a box or another pointer type.',
  },
]);

describe('regressions', () => {
  it('never blanks a term defined as "a general term"', async () => {
    for (const q of await ask(heapTerm)) expect(q.question).not.toMatch(/_____ is a general term/);
  });

  it('never asks for a placeholder the manual writes in capitals ("MODES")', async () => {
    for (const q of await ask(placeholders)) expect(q.correctAnswer).not.toBe('MODES');
  });

  it('never asks for a term by a definition of a few words that another framework of the material also fits', async () => {
    for (const q of await ask(frameworks)) {
      if (q.type === 'short_answer' || q.type === 'fill_blank')
        expect(q.question).not.toMatch(/framework for (performance|executing)/);
      if (q.type === 'true_false')
        expect(q.question).not.toMatch(
          /^((Talos|Marionette) is a framework for executing|(SpeedTests|Marionette) is a framework for performance)/,
        );
    }
  });

  it('never asks about a passage whose section is no topic (an introduction) when topics cover the rest', async () => {
    const questions = await ask(paper);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.source.page).not.toBe(2);
  });

  it('never asks for the definition of a term the material defines twice in different words', async () => {
    for (const q of await ask(aspect)) expect(everything(q).join(' ')).not.toMatch(/aspect ratio/i);
  });

  it('never reads the letter A of "Package A conflicts" as an article ("Package A(n) _____")', async () => {
    for (const q of await ask(packageRelations)) expect(q.question).not.toMatch(/Package A\(n\)/);
  });

  it('never accepts "tmpf" for "tmpfs"', async () => {
    for (const q of await ask(manuals)) expect(q.acceptedAnswers ?? []).not.toContain('tmpf');
  });

  it('never offers a month as a name ("The July is a set of servers …")', async () => {
    for (const q of await ask(manuals)) expect(everything(q).join(' ')).not.toMatch(/\bThe July\b/);
  });

  it('never offers "tuples" for "the most common being lists and _____", which the material also says', async () => {
    for (const q of await ask(howto)) {
      if (q.question.includes('lists and _____')) expect(q.options ?? []).not.toContain('tuples');
    }
  });

  it('never blanks the head of a phrase and leaves its modifier ("The itertools _____ contains …")', async () => {
    for (const q of await ask(howto)) expect(q.question).not.toContain('itertools _____');
  });

  it('never quotes a revision note', async () => {
    for (const q of await ask(howto)) expect(q.source.quote).not.toMatch(/^Version \d/);
  });
});
