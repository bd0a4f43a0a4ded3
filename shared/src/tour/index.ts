export * from './GuidedTour';
export * from './tourSteps';
