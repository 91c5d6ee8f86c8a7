import { describe, expect, it } from 'vitest';
import { anchorOf, withAnchor } from './anchor';

/** The sentence as a statement shows it under a section with this topic and heading. */
const anchored = (text: string, topic: string, heading: string) => withAnchor(text, anchorOf(text, topic, heading));

describe('anchored', () => {
  it('names the function a reference section documents in front of a fact that leaves it out', () => {
    expect(
      anchored(
        'The given sequence of paths is processed from right to left.',
        'path.resolve()',
        'path.resolve(...paths)',
      ),
    ).toBe('For path.resolve(), the given sequence of paths is processed from right to left.');
    expect(
      anchored(
        'If no message is available, undefined is returned.',
        'worker.receiveMessageOnPort()',
        'worker.receiveMessageOnPort(port)',
      ),
    ).toBe('For worker.receiveMessageOnPort(), if no message is available, undefined is returned.');
  });

  it.each([
    ['a topic that is no code', 'The given sequence of paths is processed from right to left.', 'Closures', 'Closures'],
    [
      'a sentence that names it',
      'The path.resolve() method resolves paths.',
      'path.resolve()',
      'path.resolve(...paths)',
    ],
    [
      'a verb-first entry',
      'Creates a Promise that is fulfilled when the event is emitted.',
      'events.once()',
      'events.once(emitter, name)',
    ],
    [
      'a topic taken from another section',
      'The cluster module allows easy creation of child processes.',
      'cluster.disconnect()',
      'Cluster',
    ],
  ])('leaves %s as it is', (_, text, topic, heading) => {
    expect(anchored(text, topic, heading)).toBe(text);
  });
});
