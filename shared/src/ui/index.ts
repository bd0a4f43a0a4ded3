export * from './ErrorAlert';
export * from './ConfirmDialog';
export * from './PageFrame';
export * from './WidgetCard';
export * from './NoUsagePlacesNotice';
export * from './PressedButton';
