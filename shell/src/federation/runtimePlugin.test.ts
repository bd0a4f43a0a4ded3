import { describe, expect, it, vi } from 'vitest';
import { guardTreeShakenShare, portalRuntimePlugin } from './runtimePlugin';

type Args = Parameters<typeof guardTreeShakenShare>[0];

/** The shell's loaded tree-shaken copy: Button, Spinner and the tokens object. */
const shellCopy = { Button: () => null, Spinner: () => null, tokens: { spacingVerticalXS: 'var(--x)' } };
const shareArgs = (needed: string[]): Args =>
  ({
    pkgName: '@fluentui/react-components',
    scope: 'default',
    version: '9.74.11',
    shareScopeMap: {
      default: { '@fluentui/react-components': { '9.74.11': { treeShaking: { lib: () => shellCopy } } } },
    },
    shareInfo: { from: 'mf_notes', treeShaking: { usedExports: needed } },
    resolver: () => ({ shared: {}, useTreesShaking: true }),
  }) as unknown as Args;

describe('guardTreeShakenShare', () => {
  const provided = { '@fluentui/react-components': ['Button', 'Spinner', 'tokens'] };

  it("a remote that needs only exports the shell's copy keeps uses the shell's copy", () => {
    const args = shareArgs(['Button']);
    const warn = vi.fn();
    expect(guardTreeShakenShare(args, provided, warn)).toBe(args);
    expect(warn).not.toHaveBeenCalled();
  });

  it("a remote that needs an export the shell's copy lacks falls back to its own copy", () => {
    const warn = vi.fn();
    const guarded = guardTreeShakenShare(shareArgs(['Button', 'Tooltip']), provided, warn);
    expect(guarded.resolver()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Tooltip'));
  });

  it('a token read off the kept tokens object counts as provided', () => {
    const args = shareArgs(['tokens', 'spacingVerticalXS']);
    const warn = vi.fn();
    expect(guardTreeShakenShare(args, provided, warn)).toBe(args);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a package that is not tree-shaken is left alone', () => {
    const args = { ...shareArgs(['useState']), pkgName: 'react' } as Args;
    expect(guardTreeShakenShare(args, provided, vi.fn())).toBe(args);
  });
});

describe('portalRuntimePlugin', () => {
  it('reports a failed manifest and lets the error propagate so the loader can retry', async () => {
    const onFailure = vi.fn();
    const plugin = portalRuntimePlugin({ fetchTimeoutMs: 15_000, onFailure });
    const error = new Error('Failed to fetch');
    const hook = plugin.errorLoadRemote as (args: object) => unknown;
    const result = await hook({ id: '/remotes/mf-notes/mf-manifest.json', error, lifecycle: 'afterResolve' });
    expect(result).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith({
      id: '/remotes/mf-notes/mf-manifest.json',
      phase: 'manifest',
      error,
    });
  });
});
