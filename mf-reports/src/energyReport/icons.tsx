/**
 * The report's icons: the same SVG paths, attributes and class names as `@fluentui/react-icons` 2.0
 * (`createFluentIcon`), drawn without that package. It is not a shared module, so importing it brought a
 * second Griffel runtime with stylis into the report's first load (about 9 KB gzip with the icon chunks).
 * Styles come from the host's Fluent (`makeStyles`). Only left-to-right languages are served, so the
 * package's right-to-left flip of two icons is left out.
 */
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { forwardRef, type ForwardRefExoticComponent, type RefAttributes, type SVGAttributes } from 'react';

export interface IconProps extends SVGAttributes<SVGElement> {
  /** the fill of the paths; the text colour by default */
  primaryFill?: string;
  /** an accessible name: without it the icon is hidden from assistive technology */
  title?: string;
}

export type ReportIcon = ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;

const useIconStyles = makeStyles({
  base: { display: 'inline', lineHeight: 0 },
  root: { '@media (forced-colors: active)': { forcedColorAdjust: 'auto' } },
});

function createIcon(displayName: string, width: '1em' | '20', paths: readonly string[]): ReportIcon {
  const box = width === '1em' ? '20' : width;
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { title, primaryFill = 'currentColor', className, ...rest },
    ref,
  ) {
    const styles = useIconStyles();
    const named = Boolean(title || rest['aria-label'] || rest['aria-labelledby']);
    return (
      <svg
        {...rest}
        aria-label={title ?? rest['aria-label']}
        aria-hidden={named ? undefined : true}
        role={named ? 'img' : undefined}
        data-fui-icon=""
        fill={primaryFill}
        className={mergeClasses('fui-Icon', styles.base, className, styles.root)}
        ref={ref}
        width={width}
        height={width}
        viewBox={`0 0 ${box} ${box}`}
        xmlns="http://www.w3.org/2000/svg"
      >
        {paths.map((d) => (
          <path key={d} d={d} fill={primaryFill} />
        ))}
      </svg>
    );
  });
  Icon.displayName = displayName;
  return Icon;
}

export const ArrowDownRegular = /* @__PURE__ */ createIcon('ArrowDownRegular', '1em', [
  'M16.87 10.84a.5.5 0 1 0-.74-.68l-5.63 6.17V2.5a.5.5 0 0 0-1 0v13.83l-5.63-6.17a.5.5 0 0 0-.74.68l6.31 6.91a.75.75 0 0 0 1.11 0z',
]);
export const ArrowDownload20Regular = /* @__PURE__ */ createIcon('ArrowDownload20Regular', '20', [
  'M15.5 17a.5.5 0 0 1 .09 1H4.5a.5.5 0 0 1-.09-1H15.5M10 2a.5.5 0 0 1 .5.41V14.3l3.64-3.65a.5.5 0 0 1 .64-.06l.07.06c.17.17.2.44.06.63l-.06.07-4.5 4.5a.5.5 0 0 1-.25.14L10 16a.5.5 0 0 1-.4-.2l-4.46-4.45a.5.5 0 0 1 .64-.76l.07.06 3.65 3.64V2.5c0-.27.22-.5.5-.5',
]);
export const ArrowDownloadRegular = /* @__PURE__ */ createIcon('ArrowDownloadRegular', '1em', [
  'M15.5 17a.5.5 0 0 1 .09 1H4.5a.5.5 0 0 1-.09-1H15.5M10 2a.5.5 0 0 1 .5.41V14.3l3.64-3.65a.5.5 0 0 1 .64-.06l.07.06c.17.17.2.44.06.63l-.06.07-4.5 4.5a.5.5 0 0 1-.25.14L10 16a.5.5 0 0 1-.4-.2l-4.46-4.45a.5.5 0 0 1 .64-.76l.07.06 3.65 3.64V2.5c0-.27.22-.5.5-.5',
]);
export const ArrowRightRegular = /* @__PURE__ */ createIcon('ArrowRightRegular', '1em', [
  'M10.84 3.13a.5.5 0 0 0-.68.74l6.17 5.63H2.5a.5.5 0 0 0 0 1h13.83l-6.17 5.63a.5.5 0 0 0 .68.74l6.91-6.32a.75.75 0 0 0 0-1.1z',
]);
export const ArrowSyncRegular = /* @__PURE__ */ createIcon('ArrowSyncRegular', '1em', [
  'M11.41 3.64a.5.5 0 0 0 0-.71L9.3.8a.5.5 0 0 0-.7.7l1 1a7.5 7.5 0 0 0-4.08 13.5.5.5 0 0 0 .6-.8A6.5 6.5 0 0 1 10.14 3.5L8.59 5.04a.5.5 0 0 0 .7.7zM8.6 16.36a.5.5 0 0 0 0 .71l2.12 2.12a.5.5 0 0 0 .7-.7l-1-1a7.5 7.5 0 0 0 4.07-13.5.5.5 0 1 0-.59.8q.37.28.7.61a6.5 6.5 0 0 1-4.73 11.1l1.55-1.55a.5.5 0 1 0-.7-.7z',
]);
export const ArrowUpRegular = /* @__PURE__ */ createIcon('ArrowUpRegular', '1em', [
  'M3.13 9.16a.5.5 0 1 0 .74.68L9.5 3.67V17.5a.5.5 0 1 0 1 0V3.67l5.63 6.17a.5.5 0 0 0 .74-.68l-6.32-6.92a.75.75 0 0 0-1.1 0z',
]);
export const ChevronDoubleLeftRegular = /* @__PURE__ */ createIcon('ChevronDoubleLeftRegular', '1em', [
  'M9.65 4.15a.5.5 0 1 1 .7.7L5.21 10l5.14 5.15a.5.5 0 1 1-.7.7l-5.5-5.5a.5.5 0 0 1 0-.7zm5 0a.5.5 0 1 1 .7.7L10.21 10l5.14 5.15a.5.5 0 1 1-.7.7l-5.5-5.5a.5.5 0 0 1 0-.7z',
]);
export const ChevronDoubleRightRegular = /* @__PURE__ */ createIcon('ChevronDoubleRightRegular', '1em', [
  'M4.65 4.15c.2-.2.5-.2.7 0l5.5 5.5a.5.5 0 0 1 0 .7l-5.5 5.5a.5.5 0 1 1-.7-.7L9.79 10 4.65 4.85a.5.5 0 0 1 0-.7m5 0c.2-.2.5-.2.7 0l5.5 5.5a.5.5 0 0 1 0 .7l-5.5 5.5a.5.5 0 1 1-.7-.7L14.79 10 9.65 4.85a.5.5 0 0 1 0-.7',
]);
export const ChevronDownRegular = /* @__PURE__ */ createIcon('ChevronDownRegular', '1em', [
  'M15.85 7.65c.2.2.2.5 0 .7l-5.46 5.49a.55.55 0 0 1-.78 0L4.15 8.35a.5.5 0 1 1 .7-.7L10 12.8l5.15-5.16c.2-.2.5-.2.7 0',
]);
export const ChevronLeft20Regular = /* @__PURE__ */ createIcon('ChevronLeft20Regular', '20', [
  'M12.35 15.85a.5.5 0 0 1-.7 0L6.16 10.4a.55.55 0 0 1 0-.78l5.49-5.46a.5.5 0 1 1 .7.7L7.2 10l5.16 5.15c.2.2.2.5 0 .7',
]);
export const ChevronLeftRegular = /* @__PURE__ */ createIcon('ChevronLeftRegular', '1em', [
  'M12.35 15.85a.5.5 0 0 1-.7 0L6.16 10.4a.55.55 0 0 1 0-.78l5.49-5.46a.5.5 0 1 1 .7.7L7.2 10l5.16 5.15c.2.2.2.5 0 .7',
]);
export const ChevronRight20Regular = /* @__PURE__ */ createIcon('ChevronRight20Regular', '20', [
  'M7.65 4.15c.2-.2.5-.2.7 0l5.49 5.46c.21.22.21.57 0 .78l-5.49 5.47a.5.5 0 0 1-.7-.71L12.8 10 7.65 4.85a.5.5 0 0 1 0-.7',
]);
export const ChevronRightRegular = /* @__PURE__ */ createIcon('ChevronRightRegular', '1em', [
  'M7.65 4.15c.2-.2.5-.2.7 0l5.49 5.46c.21.22.21.57 0 .78l-5.49 5.47a.5.5 0 0 1-.7-.71L12.8 10 7.65 4.85a.5.5 0 0 1 0-.7',
]);
export const ChevronUpRegular = /* @__PURE__ */ createIcon('ChevronUpRegular', '1em', [
  'M4.15 12.35a.5.5 0 0 1 0-.7L9.6 6.16a.55.55 0 0 1 .78 0l5.47 5.49a.5.5 0 0 1-.71.7L10 7.2l-5.15 5.16a.5.5 0 0 1-.7 0',
]);
export const CircleHalfFillRegular = /* @__PURE__ */ createIcon('CircleHalfFillRegular', '1em', [
  'M3 10a7 7 0 0 1 14 0zm7-8a8 8 0 1 0 0 16 8 8 0 0 0 0-16',
]);
export const DismissCircleRegular = /* @__PURE__ */ createIcon('DismissCircleRegular', '1em', [
  'M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m0 1a7 7 0 1 0 0 14 7 7 0 0 0 0-14M7.8 7.11l.08.06L10 9.3l2.12-2.12a.5.5 0 0 1 .64-.06l.07.06c.17.18.2.44.06.64l-.06.07L10.7 10l2.12 2.12c.17.17.2.44.06.64l-.06.07a.5.5 0 0 1-.64.06l-.07-.06L10 10.7l-2.12 2.12a.5.5 0 0 1-.64.06l-.07-.06a.5.5 0 0 1-.06-.64l.06-.07L9.3 10 7.17 7.88a.5.5 0 0 1-.06-.64l.06-.07a.5.5 0 0 1 .64-.06',
]);
export const DismissRegular = /* @__PURE__ */ createIcon('DismissRegular', '1em', [
  'm4.09 4.22.06-.07a.5.5 0 0 1 .63-.06l.07.06L10 9.29l5.15-5.14a.5.5 0 0 1 .63-.06l.07.06c.18.17.2.44.06.63l-.06.07L10.71 10l5.14 5.15c.18.17.2.44.06.63l-.06.07a.5.5 0 0 1-.63.06l-.07-.06L10 10.71l-5.15 5.14a.5.5 0 0 1-.63.06l-.07-.06a.5.5 0 0 1-.06-.63l.06-.07L9.29 10 4.15 4.85a.5.5 0 0 1-.06-.63l.06-.07z',
]);
export const QuestionCircleRegular = /* @__PURE__ */ createIcon('QuestionCircleRegular', '1em', [
  'M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m0 1a7 7 0 1 0 0 14 7 7 0 0 0 0-14m0 10.5a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5m0-8a2.5 2.5 0 0 1 1.65 4.38l-.15.12-.22.17-.09.07-.16.15c-.33.36-.53.85-.53 1.61a.5.5 0 0 1-1 0 3.2 3.2 0 0 1 1.16-2.62l.25-.19.12-.1A1.5 1.5 0 0 0 10 6.5c-.83 0-1.5.67-1.5 1.5a.5.5 0 0 1-1 0A2.5 2.5 0 0 1 10 5.5',
]);
export const SubtractRegular = /* @__PURE__ */ createIcon('SubtractRegular', '1em', [
  'M3 10c0-.28.22-.5.5-.5h13a.5.5 0 0 1 0 1h-13A.5.5 0 0 1 3 10',
]);
export const TableRegular = /* @__PURE__ */ createIcon('TableRegular', '1em', [
  'M17 5.5A2.5 2.5 0 0 0 14.5 3h-9A2.5 2.5 0 0 0 3 5.5v9A2.5 2.5 0 0 0 5.5 17h9a2.5 2.5 0 0 0 2.5-2.5zm-13 9V13h3v3H5.36A1.5 1.5 0 0 1 4 14.5m8-1.5v3H8v-3zm2.5 3H13v-3h3v1.64A1.5 1.5 0 0 1 14.5 16M12 8v4H8V8zm1 0h3v4h-3zm-1-4v3H8V4zm1 0h1.64A1.5 1.5 0 0 1 16 5.5V7h-3zM7 4v3H4V5.36A1.5 1.5 0 0 1 5.5 4zm0 4v4H4V8z',
]);
export const TextAsteriskRegular = /* @__PURE__ */ createIcon('TextAsteriskRegular', '1em', [
  'M10.5 2.5a.5.5 0 0 0-1 0v6.3L5.05 4.33a.5.5 0 1 0-.7.71L8.78 9.5H2.5a.5.5 0 0 0 0 1h6.3l-4.46 4.45a.5.5 0 1 0 .71.7l4.45-4.44v6.29a.5.5 0 0 0 1 0v-6.3l4.45 4.46a.5.5 0 1 0 .7-.71l-4.44-4.45h6.29a.5.5 0 0 0 0-1h-6.3l4.46-4.45a.5.5 0 1 0-.71-.7L10.5 8.78z',
]);
export const ZoomFit20Regular = /* @__PURE__ */ createIcon('ZoomFit20Regular', '20', [
  'M3.86 7.85a.5.5 0 0 0-.72-.7L1.4 8.95a1.5 1.5 0 0 0 0 2.1l1.74 1.8a.5.5 0 0 0 .72-.7l-1.74-1.8a.5.5 0 0 1 0-.7zm3.3-4.7a.5.5 0 1 0 .69.71l1.8-1.74a.5.5 0 0 1 .7 0l1.8 1.74a.5.5 0 0 0 .7-.72l-1.8-1.74a1.5 1.5 0 0 0-2.1 0zm9.7 4a.5.5 0 1 0-.72.7l1.75 1.8c.18.2.18.51 0 .7l-1.75 1.8a.5.5 0 0 0 .72.7l1.74-1.8a1.5 1.5 0 0 0 0-2.09zm-9.01 9a.5.5 0 1 0-.7.71l1.81 1.75c.59.56 1.5.56 2.09 0l1.8-1.75a.5.5 0 1 0-.7-.72l-1.8 1.74a.5.5 0 0 1-.7 0zM8 6a2 2 0 0 0-2 2v4c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zM7 8a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z',
]);
export const ZoomIn20Regular = /* @__PURE__ */ createIcon('ZoomIn20Regular', '20', [
  'M8.5 5.5c.28 0 .5.22.5.5v2h2a.5.5 0 0 1 0 1H9v2a.5.5 0 0 1-1 0V9H6a.5.5 0 0 1 0-1h2V6c0-.28.22-.5.5-.5m0-3.5a6.5 6.5 0 0 1 4.94 10.73l3.41 3.42a.5.5 0 0 1-.63.76l-.07-.06-3.42-3.41A6.5 6.5 0 1 1 8.5 2m0 1a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11',
]);
export const ZoomOut20Regular = /* @__PURE__ */ createIcon('ZoomOut20Regular', '20', [
  'M11 8a.5.5 0 0 1 0 1H6a.5.5 0 0 1 0-1zM8.5 2a6.5 6.5 0 0 1 4.94 10.73l3.41 3.42a.5.5 0 0 1-.63.76l-.07-.06-3.42-3.41A6.5 6.5 0 1 1 8.5 2m0 1a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11',
]);
