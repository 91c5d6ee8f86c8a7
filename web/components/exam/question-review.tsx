// The results screen's question review: tabs all / incorrect / correct, and for
// each question the student's answer, the correct answer, the explanation and
// the source it came from (material, page, quoted passage).
import { CheckCircle2Icon, FileTextIcon, XCircleIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { AttemptResults } from '../../api/queries/attempts';
import type { Material } from '../../api/queries/materials';
import { materialName } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Tabs } from '../ui/tabs';
import { difficultyLabel, questionTypeLabel, wrappingBadge } from './exam-options';

type GradedQuestion = AttemptResults['questions'][number];

/** The source line's material: its name, or "Deleted material" once it is gone. */
export function sourceMaterialLabel(
  materialId: string | null,
  materials: readonly Pick<Material, 'id' | 'title' | 'originalName'>[] | undefined,
): string | null {
  if (!materials) return null; // still loading
  const material = materialId ? materials.find((m) => m.id === materialId) : undefined;
  return material ? materialName(material) : 'Deleted material';
}

/** PDFs have pages; text and Word documents have the sections their text was split into. */
function placeLabel(page: number, mimeType: string | undefined) {
  return mimeType === 'application/pdf' || mimeType === undefined ? `Page ${page}` : `Section ${page}`;
}

const answerBox = css({
  display: 'grid',
  gap: '1',
  p: '3',
  borderRadius: 'l2',
  borderWidth: '1px',
  textStyle: 'sm',
  minW: '0',
  wordBreak: 'break-word',
});
const answerLabel = css({
  textStyle: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

function ReviewItem({
  question,
  number,
  materials,
  materialsUnavailable,
}: {
  question: GradedQuestion;
  number: number;
  materials: Material[] | undefined;
  materialsUnavailable: boolean;
}) {
  const answer = question.userAnswer?.trim() ? question.userAnswer : null;
  const source = question.source;
  const material = source.materialId ? materials?.find((m) => m.id === source.materialId) : undefined;
  const materialLabel = sourceMaterialLabel(source.materialId, materials);
  const hasSource = Boolean(source.quote || source.page || source.materialId);
  return (
    <li
      className={css({
        display: 'grid',
        gap: '4',
        p: { base: '4', md: '6' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderLeftWidth: '4px',
        borderLeftColor: question.isCorrect ? 'success.default' : 'danger.default',
        borderRadius: 'l3',
        boxShadow: 'card',
      })}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <span className={css({ fontWeight: 'semibold', textStyle: 'sm', color: 'fg.muted', mr: '1' })}>
          Question {number}
        </span>
        {question.isCorrect ? (
          <Badge tone="success">
            <CheckCircle2Icon aria-hidden="true" className={css({ w: '3', h: '3' })} /> Correct
          </Badge>
        ) : (
          <Badge tone="danger">
            <XCircleIcon aria-hidden="true" className={css({ w: '3', h: '3' })} /> Incorrect
          </Badge>
        )}
        <Badge tone="accent" className={wrappingBadge}>
          {question.topic}
        </Badge>
        <Badge>{difficultyLabel(question.difficulty)}</Badge>
        <Badge>{questionTypeLabel(question.type)}</Badge>
      </div>
      <h3 className={css({ fontWeight: 'semibold', textStyle: 'md', lineHeight: '1.5', wordBreak: 'break-word' })}>
        {question.question}
      </h3>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <div
          className={cx(
            answerBox,
            question.isCorrect
              ? css({ bg: 'success.subtle', borderColor: 'success.default' })
              : css({ bg: 'danger.subtle', borderColor: 'danger.default' }),
          )}
        >
          <span className={cx(answerLabel, css({ color: question.isCorrect ? 'success.text' : 'danger.text' }))}>
            Your answer
          </span>
          {answer ? (
            <span>{answer}</span>
          ) : (
            <span className={css({ fontStyle: 'italic', color: 'fg.muted' })}>No answer provided</span>
          )}
        </div>
        <div className={cx(answerBox, css({ bg: 'bg.subtle', borderColor: 'border.default' }))}>
          <span className={cx(answerLabel, css({ color: 'fg.muted' }))}>Correct answer</span>
          <span>{question.correctAnswer}</span>
        </div>
      </div>
      {question.explanation ? (
        <div className={css({ display: 'grid', gap: '1', textStyle: 'sm' })}>
          <span className={cx(answerLabel, css({ color: 'fg.muted' }))}>Explanation</span>
          <p className={css({ color: 'fg.default', wordBreak: 'break-word' })}>{question.explanation}</p>
        </div>
      ) : null}
      {hasSource ? (
        <figure
          className={css({
            display: 'grid',
            gap: '2',
            p: '3',
            borderRadius: 'l2',
            bg: 'bg.subtle',
            borderWidth: '1px',
            borderColor: 'border.default',
            textStyle: 'sm',
          })}
        >
          <figcaption
            className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', color: 'fg.muted' })}
          >
            <FileTextIcon aria-hidden="true" className={css({ w: '4', h: '4', flexShrink: '0' })} />
            <span className={cx(answerLabel, css({ color: 'fg.muted' }))}>Source</span>
            <span className={css({ fontWeight: 'medium', color: 'fg.default', wordBreak: 'break-word' })}>
              {materialLabel ?? (materialsUnavailable ? 'Study material' : 'Loading material…')}
              {source.page ? (
                <span className={css({ fontWeight: 'normal', color: 'fg.muted' })}>
                  {' '}
                  · {placeLabel(source.page, material?.mimeType)}
                </span>
              ) : null}
            </span>
          </figcaption>
          {source.quote ? (
            <blockquote
              className={css({
                borderLeftWidth: '3px',
                borderLeftColor: 'accent.muted',
                pl: '3',
                color: 'fg.muted',
                fontStyle: 'italic',
                wordBreak: 'break-word',
              })}
            >
              “{source.quote}”
            </blockquote>
          ) : null}
        </figure>
      ) : null}
    </li>
  );
}

export function QuestionReview({
  questions,
  materials,
  materialsUnavailable = false,
}: {
  questions: GradedQuestion[];
  /** The student's materials, to name each source; undefined while they load. */
  materials: Material[] | undefined;
  materialsUnavailable?: boolean;
}) {
  const numbered = questions.map((question, index) => ({ question, number: index + 1 }));
  const groups = {
    all: numbered,
    incorrect: numbered.filter(({ question }) => !question.isCorrect),
    correct: numbered.filter(({ question }) => question.isCorrect),
  };
  const empty = {
    all: 'No questions in this attempt.',
    incorrect: 'No incorrect answers. Well done!',
    correct: 'No correct answers this time.',
  };
  return (
    <section aria-labelledby="question-review-heading" className={css({ display: 'grid', gap: '4' })}>
      <h2 id="question-review-heading" className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
        Question review
      </h2>
      <Tabs.Root defaultValue="all" lazyMount unmountOnExit>
        <Tabs.List aria-label="Filter questions">
          <Tabs.Trigger value="all">All ({groups.all.length})</Tabs.Trigger>
          <Tabs.Trigger value="incorrect">Incorrect ({groups.incorrect.length})</Tabs.Trigger>
          <Tabs.Trigger value="correct">Correct ({groups.correct.length})</Tabs.Trigger>
        </Tabs.List>
        {(['all', 'incorrect', 'correct'] as const).map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {groups[tab].length === 0 ? (
              <p className={css({ textStyle: 'sm', color: 'fg.muted', py: '8', textAlign: 'center' })}>{empty[tab]}</p>
            ) : (
              <ol className={css({ display: 'grid', gap: '4' })}>
                {groups[tab].map(({ question, number }) => (
                  <ReviewItem
                    key={question.id}
                    question={question}
                    number={number}
                    materials={materials}
                    materialsUnavailable={materialsUnavailable}
                  />
                ))}
              </ol>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
