// One question's answer control (spec section 2): the options for multiple
// choice, True and False for true/false, free text for the other types.
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Input, Textarea } from '../ui/field';

export type TakingQuestion = { id: string; question: string; type: string; options: string[]; difficulty: string };

const optionRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  minH: '12',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  bg: 'bg.surface',
  cursor: 'pointer',
  transition: 'background 120ms, border-color 120ms',
  _hover: { bg: 'bg.subtle', borderColor: 'accent.default' },
  '&:has(input:checked)': {
    bg: 'accent.subtle',
    borderColor: 'accent.default',
    boxShadow: '0 0 0 1px {colors.accent.default}',
  },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const letterStyle = css({
  flexShrink: '0',
  display: 'grid',
  placeItems: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  '[data-checked] &': { bg: 'accent.default', borderColor: 'accent.default', color: 'accent.fg' },
});

export function AnswerInput({
  question,
  value,
  onChange,
  legend,
  disabled = false,
}: {
  question: TakingQuestion;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The question text: the group's legend, or the text box's label. */
  legend: ReactNode;
}) {
  const choices =
    question.type === 'true_false' ? ['True', 'False'] : question.type === 'multiple_choice' ? question.options : null;

  if (choices && choices.length > 0) {
    return (
      <fieldset disabled={disabled} className={css({ display: 'grid', gap: '4', minW: '0' })}>
        <legend className={css({ float: 'left', w: 'full', mb: '4' })}>{legend}</legend>
        <div className={css({ display: 'grid', gap: '2.5', clear: 'both' })}>
          {choices.map((choice, i) => {
            const checked = value === choice;
            return (
              <label key={choice} className={optionRow} data-checked={checked || undefined}>
                <input
                  type="radio"
                  name={`answer-${question.id}`}
                  value={choice}
                  checked={checked}
                  onChange={() => onChange(choice)}
                  className={css({ srOnly: true })}
                />
                <span aria-hidden="true" className={letterStyle}>
                  {question.type === 'true_false' ? (choice === 'True' ? 'T' : 'F') : String.fromCharCode(65 + i)}
                </span>
                <span className={css({ wordBreak: 'break-word' })}>{choice}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }

  const id = `answer-${question.id}`;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <label htmlFor={id}>{legend}</label>
      <div className={css({ display: 'grid', gap: '1.5' })}>
        <span className={css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted' })} aria-hidden="true">
          Your answer
        </span>
        {question.type === 'fill_blank' ? (
          <Input
            id={id}
            value={value}
            maxLength={2000}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            placeholder="Type the missing word or phrase"
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <Textarea
            id={id}
            value={value}
            maxLength={2000}
            rows={4}
            disabled={disabled}
            placeholder="Type your answer"
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
    </div>
  );
}
