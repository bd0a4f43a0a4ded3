import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import type { FaqFile } from '@portal/instances/endpoints';
import { ContentPageLayout } from './ContentPageLayout';
import { ContentState } from './ContentState';
import { MarkdownContent } from './MarkdownContent';
import { useContentFile } from './useContentFile';

const parseFaq = (text: string): FaqFile => JSON.parse(text) as FaqFile;

/** Questions that open to their answers (several may be open at once); answers are markdown. */
export function FaqPage() {
  const state = useContentFile('online/faq', parseFaq);
  return (
    <ContentPageLayout endpoint="online/faq">
      <ContentState state={state}>
        {(faq) => (
          <Accordion multiple collapsible>
            {faq.questions.map((entry, index) => (
              <AccordionItem key={index} value={index}>
                <AccordionHeader as="h2">{entry.question}</AccordionHeader>
                <AccordionPanel>
                  <MarkdownContent>{entry.answer}</MarkdownContent>
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </ContentState>
    </ContentPageLayout>
  );
}
