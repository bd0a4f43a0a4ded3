import { ProgressLoader } from '../loader/ProgressLoader';
import { Titled } from './Titled';

/** While the page-load session check answers, no access decision is taken. */
export function SessionPending() {
  return (
    <Titled titleKey="shell.title.loading">
      <ProgressLoader />
    </Titled>
  );
}
