import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testInstance } from '@portal/shared/testing';
import { renderAuthPage } from '../../session/testing/renderAuthPage';
import { WelcomePage } from './WelcomePage';

describe('welcome page', () => {
  it('shows a heading, a description and the instance screenshot with alt text', () => {
    const instance = testInstance();
    renderAuthPage(<WelcomePage />, {
      instance: { ...instance, theme: { ...instance.theme, screenshot: 'screenshot.png' } },
      endpoint: 'welcome',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Demo Energia Online' })).toBeTruthy();
    expect(screen.getByText(/Follow your energy consumption/)).toBeTruthy();
    const image = screen.getByRole('img', {
      name: 'Screenshot of the service: a consumption report as a bar chart',
    });
    expect(image.getAttribute('src')).toBe('/instances/demo1/screenshot.png');
  });

  it('an instance without a screenshot shows no image', () => {
    renderAuthPage(<WelcomePage />, { endpoint: 'welcome', language: 'fi-FI' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tervetuloa Demo Energia Online -palveluun' }),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
