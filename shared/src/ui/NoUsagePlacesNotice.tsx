import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLinkClickHandler } from 'react-router-dom';
import { onUsagePlacesChanged } from '../api/locations';
import { usePortal } from '../portal/PortalContext';

/**
 * The notice of a page that found no usage places (spec customer-area 6: the 'not found' snackbar). Its
 * add-location button links to the account's locations tab only where users may add places by hand
 * (allowUserMappedLocationsManually) and the tab exists (sharedLocations); otherwise it has none.
 */
export function NoUsagePlacesNotice({ text }: { text: string }) {
  const intl = useIntl();
  const { instance, user, pathTo } = usePortal();
  const href = pathTo('account/locations');
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href);
  const canAdd =
    Boolean(user) && instance.flags.allowUserMappedLocationsManually && instance.flags.sharedLocations;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
      {canAdd ? (
        <MessageBarActions>
          <Button
            as="a"
            href={href}
            icon={<AddRegular />}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}
          >
            {intl.formatMessage({ id: 'common.addLocation' })}
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}

/** Runs `reload` whenever another part of the portal adds or removes the user's usage places. */
export function useUsagePlacesChanged(reload: () => void): void {
  useEffect(() => onUsagePlacesChanged(reload), [reload]);
}
