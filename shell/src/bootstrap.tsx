import { renderPortal } from './app/renderPortal';

renderPortal();
