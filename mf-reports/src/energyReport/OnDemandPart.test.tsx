import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModule } from '@portal/shared/testing';
import reportsModule from '../module';
import { onDemand } from './onDemand';
import { OnDemandPart } from './OnDemandPart';

const Part = ({ text }: { text: string }) => <p>{text}</p>;

describe('parts loaded on demand', () => {
  it('loads once, and forgets a failed load so the next request fetches again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error('chunk load failed'))
      .mockResolvedValue({ default: Part });
    const part = onDemand(load);
    await expect(part.load()).rejects.toThrow('chunk load failed');
    expect(part.current()).toBeNull();
    const first = part.load();
    expect(part.load()).toBe(first);
    await first;
    expect(part.current()).toEqual({ default: Part });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner while loading, then the part', async () => {
    const part = onDemand(() => Promise.resolve({ default: Part }));
    renderModule(reportsModule, <OnDemandPart part={part} props={{ text: 'loaded' }} label="Loading" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('a failed load shows the localized general error, and Retry fetches again', async () => {
    let online = false;
    // a chunk fails some time after it was asked for, not at once
    const load = vi.fn(
      () =>
        new Promise<{ default: typeof Part }>((resolve, reject) =>
          setTimeout(
            () => (online ? resolve({ default: Part }) : reject(new Error('chunk load failed'))),
            20,
          ),
        ),
    );
    renderModule(reportsModule, <OnDemandPart part={onDemand(load)} props={{ text: 'loaded' }} />);
    expect((await screen.findByRole('alert')).textContent).not.toContain('chunk load failed');
    expect(screen.queryByText('loaded')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
