// How It Works: the three steps from upload to progress.
import { BarChart3Icon, FileUpIcon, TargetIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Section } from '../public/section';

const steps = [
  {
    icon: FileUpIcon,
    title: 'Upload your materials',
    text: 'Add lecture notes, slides, readings or your syllabus as PDF, DOCX or TXT, and group them by course.',
  },
  {
    icon: TargetIcon,
    title: 'Practice what matters',
    text: 'Generate timed practice exams on the topics you choose. Every answer is graded and explained.',
  },
  {
    icon: BarChart3Icon,
    title: 'See your progress',
    text: 'Follow your scores, close your knowledge gaps and get a review plan that says what to study next.',
  },
];

export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How It Works"
      title="From notes to exam day in three steps"
      className={css({ bg: 'bg.surface', borderYWidth: '1px', borderColor: 'border.default' })}
    >
      <ol className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '10' })}>
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
              <span
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '12',
                  h: '12',
                  flexShrink: '0',
                  borderRadius: 'full',
                  bg: 'accent.default',
                  color: 'accent.fg',
                  textStyle: 'lg',
                  fontWeight: 'bold',
                })}
              >
                <span className={css({ srOnly: true })}>Step </span>
                {index + 1}
              </span>
              <span aria-hidden="true" className={css({ h: '1px', flex: '1', bg: 'border.default' })} />
              <Icon aria-hidden="true" className={css({ w: '6', h: '6', color: 'accent.default', flexShrink: '0' })} />
            </div>
            <h3 className={css({ textStyle: 'xl', fontWeight: 'semibold', letterSpacing: '-0.01em' })}>{title}</h3>
            <p className={css({ color: 'fg.muted' })}>{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
