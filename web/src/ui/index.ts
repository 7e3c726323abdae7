// The light components every page uses. The overlay and select components (SelectField, SidePane, ConfirmDialog,
// MessageDialog) carry most of react-aria and are imported from their own modules by the code that opens them
// (edit panes, sections, lazily loaded menus): a module re-exported here lands in every page's first load.
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { PopoverPanel, type PopoverPanelProps } from './PopoverPanel';
export { OverlayTrigger, type OverlayRenderProps, type OverlayTriggerProps } from './OverlayTrigger';
export { buttonClassName } from './Button';
export { Alert, Badge, Spinner } from './Feedback';
export { Page, PageHeader, Card, DefinitionList, layoutStyles, type DefinitionItem } from './Layout';
export { aboutTotal, ListFooter, type ListFooterProps } from './ListFooter';
export { RecordTable, type RecordTableColumn, type RecordTableProps } from './RecordTable';
