import { Card } from '@fluentui/react-components';
import type { ContentEndpoint } from '@portal/instances/endpoints';
import { ContentPageLayout } from './ContentPageLayout';
import { ContentState } from './ContentState';
import { MarkdownContent } from './MarkdownContent';
import { useContentFile } from './useContentFile';

const asText = (text: string): string => text;

/** Contact details, energy-saving tips, customer service, lowell, the retired-reporting notice: a markdown card. */
export function MarkdownPage({ endpoint }: { endpoint: ContentEndpoint }) {
  const state = useContentFile(endpoint, asText);
  return (
    <ContentPageLayout endpoint={endpoint}>
      <Card>
        <ContentState state={state}>{(text) => <MarkdownContent>{text}</MarkdownContent>}</ContentState>
      </Card>
    </ContentPageLayout>
  );
}
