export { RemoteBoundary, RemoteLoadFailed } from './RemoteBoundary';
export { federationMessages } from './messages';
export { loadPortalModule, registerInstanceRemotes, remoteLoading, remoteName } from './remotes';
export { InvalidModuleError, checkServesPublication, toPortalModule } from './validateModule';
