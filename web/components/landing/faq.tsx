// The landing page's FAQ: an Ark UI accordion, one answer open at a time and
// collapsible. The questions live with the page metadata, which repeats them as
// FAQPage structured data.
import { Accordion } from '@ark-ui/react/accordion';
import { ChevronDownIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { landingFaq } from '../../../worker/public/site';
import { Section } from '../public/section';

const item = css({ borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } });
const trigger = css({
  w: 'full',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  px: { base: '5', md: '6' },
  py: '5',
  textAlign: 'left',
  textStyle: { base: 'md', md: 'lg' },
  fontWeight: 'semibold',
  color: 'fg.default',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { bg: 'bg.subtle' },
});
const indicator = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: '0',
  color: 'fg.muted',
  transition: 'transform 200ms ease',
  _open: { transform: 'rotate(180deg)' },
  '& svg': { w: '5', h: '5' },
});
const content = css({ px: { base: '5', md: '6' }, pb: '6', color: 'fg.muted', maxW: '3xl' });

export function Faq() {
  return (
    <Section
      id="faq"
      eyebrow="FAQ"
      title="Questions students ask us"
      description="Everything you need to know before your first practice exam."
    >
      <Accordion.Root
        collapsible
        defaultValue={['0']}
        className={css({
          maxW: '3xl',
          mx: 'auto',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'l3',
          boxShadow: 'card',
          overflow: 'hidden',
        })}
      >
        {landingFaq.map(({ question, answer }, index) => (
          <Accordion.Item key={question} value={String(index)} className={item}>
            <h3>
              <Accordion.ItemTrigger className={trigger}>
                <span className={css({ flex: '1' })}>{question}</span>
                <Accordion.ItemIndicator className={indicator}>
                  <ChevronDownIcon aria-hidden="true" />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent className={content}>{answer}</Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Section>
  );
}
