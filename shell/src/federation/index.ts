export { RemoteBoundary, RemoteLoadFailed } from './RemoteBoundary';
export { federationMessages } from './messages';
export {
  loadPortalModule,
  registerInstanceRemotes,
  remoteLoading,
  remoteName,
  retryPortalModule,
} from './remotes';
export { usePortalModule } from './usePortalModule';
