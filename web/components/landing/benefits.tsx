// The three benefits the spec names, as cards.
import { ClockIcon, GraduationCapIcon, ShieldCheckIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Section } from '../public/section';
import { Card } from '../ui/card';

const benefits = [
  {
    icon: GraduationCapIcon,
    title: 'Higher Grades, Less Stress',
    text: 'Practise with exam-style questions written from your own course materials, and watch your scores rise with every graded attempt.',
  },
  {
    icon: ClockIcon,
    title: 'Study 50% Less',
    text: 'Stop rereading what you already know. Prepwise finds your weak topics, so about 20 minutes a day goes exactly where it counts.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Walk In Confident',
    text: 'Timed practice exams make test day feel familiar. You know what to expect, and you know you are ready before you sit down.',
  },
];

export function Benefits() {
  return (
    <Section
      id="benefits"
      eyebrow="Why Prepwise"
      title="Better results from less studying"
      description="Prepwise turns passive rereading into active practice, the way of studying that makes knowledge stick."
    >
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '6' })}>
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className={css({ display: 'flex' })}>
            <Card.Root className={css({ flex: '1' })}>
              <Card.Body className={css({ gap: '4', p: '7' })}>
                <span
                  aria-hidden="true"
                  className={css({
                    display: 'grid',
                    placeItems: 'center',
                    w: '12',
                    h: '12',
                    borderRadius: 'l2',
                    bg: 'accent.subtle',
                    color: 'accent.default',
                  })}
                >
                  <Icon className={css({ w: '6', h: '6' })} />
                </span>
                <h3 className={css({ textStyle: 'xl', fontWeight: 'semibold', letterSpacing: '-0.01em' })}>{title}</h3>
                <p className={css({ color: 'fg.muted' })}>{text}</p>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </ul>
    </Section>
  );
}
