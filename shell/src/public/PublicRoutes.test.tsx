import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { baseMessages } from '../i18n/mergeMessages';
import { fullPageReplace } from '../session/fullPageRedirect';
import { forgetVerified, noteVerified, takeHandedOver } from '../session/recentCheck';
import { testUser } from '@portal/shared/testing';
import { loadPortalModule, registerInstanceRemotes } from './noRemotes';
import { FullPageLoad } from './PublicRoutes';

vi.mock('../session/fullPageRedirect', () => ({ fullPageRedirect: vi.fn(), fullPageReplace: vi.fn() }));

describe('the logged-out pages entry', () => {
  it('any address but the logged-out pages is a page load of the federation host, query and hash kept', async () => {
    render(
      <IntlProvider locale="en-US" messages={baseMessages('en-US')}>
        <MemoryRouter initialEntries={['/demo1/en-US/online/notes?customerData=x#top']}>
          <Routes>
            <Route path="/:instanceId/:language/*" element={<FullPageLoad />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>,
    );
    // the loader shows while the browser loads the page
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(fullPageReplace).toHaveBeenCalledWith('/demo1/en-US/online/notes?customerData=x#top');
  });

  it('hands the user a login here just confirmed to the page it loads (no second /auth/userinfo there)', async () => {
    forgetVerified();
    noteVerified(testUser());
    render(
      <IntlProvider locale="en-US" messages={baseMessages('en-US')}>
        <MemoryRouter initialEntries={['/demo1/en-US/']}>
          <Routes>
            <Route path="/:instanceId/:language/*" element={<FullPageLoad />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>,
    );
    await screen.findByRole('progressbar');
    expect(fullPageReplace).toHaveBeenCalledWith('/demo1/en-US/');
    expect(takeHandedOver(testUser().instance)).toEqual(testUser());
  });

  it('has no remotes: registering is a no-op and a module load is refused', async () => {
    expect(() => registerInstanceRemotes({} as never)).not.toThrow();
    await expect(loadPortalModule('notes')).rejects.toThrow(/federation host/);
  });
});
