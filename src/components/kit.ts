/**
 * The page kit in one import: `import { ListPage, columnsOf, FormPage, … } from '@/components/kit'`.
 * Each export is documented (with an example) where it is defined.
 */
export * from './types';
export { compareChinese, formatDate, formatBytes, formatNumber, formatYuan } from './format';
// feedback
export type { ConfirmDialogProps } from './feedback/ConfirmDialog';
export { useConfirm, type ConfirmOptions } from './feedback/useConfirm';
export { ErrorPanel } from './feedback/ErrorPanel';
export { ProgressBar, type ProgressBarProps } from './feedback/ProgressBar';
export { combineQueries, QueryState, type QueryLike } from './feedback/QueryState';
export { StatusBadge, defineStatusMap, showStatus, auditStatus, type StatusMap, type StatusEntry } from './feedback/StatusBadge';
export { ensureAccepted, failureMessage, reportError, RefusedError } from './feedback/outcome';
// layout
export { PageHeader, type Crumb, type PageHeaderProps } from './layout/PageHeader';
export { Fact } from './layout/Fact';
export { TwoLines } from './layout/TwoLines';
export { PanelDrawer } from './layout/drawers';
// list
export { listSearchSchema, lazySchema, toPageRequest, DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListSearchBase, type ListSort, type PageRequestBody } from './list/listSearch';
export { useListSearch, useListSearchOf, type ListSearchState } from './list/useListSearch';
export { columnsOf, type ListColumn, type ListContext, type RowAction, type ActionsOptions } from './list/columns';
export { DataTable, VIRTUAL_THRESHOLD, type DataTableProps } from './list/DataTable';
export { ListToolbar, ListFilterSelect, KeywordBox, type FilterOption } from './list/ListToolbar';
export { DataFilterSelect } from './list/DataFilterSelect';
export { periodFilter } from './list/periodFilter';
export { ExhibitorFilter, useExhibitionExhibitors } from './list/ExhibitorFilter';
export { ListPagination } from './list/ListPagination';
export { ListPage, type ListPageProps, type ListQuery, type ListEnvelope } from './list/ListPage';
export { useTreeRows, TreeNameCell, TreeToolbar, type TreeItem, type TreeRow } from './list/tree';
export { treeActions, type TreeActionsOptions } from './list/treeActions';
export { useTableEditor, type EditorState } from './list/useTableEditor';
// JSON-text fields
export * from './json/jsonText';
// forms
export { TextField } from './form/TextField';
export { FormDrawer, type FormDrawerProps } from './form/FormDrawer';
export { RemarkDrawer, type RemarkDrawerProps } from './form/RemarkDrawer';
export { schemaResolver } from './form/schemaResolver';
export { TextareaField } from './form/TextareaField';
export { SelectField, type SelectOption } from './form/SelectField';
export { QuerySelectField } from './form/QuerySelectField';
export { NumberField } from './form/NumberField';
export { SwitchField } from './form/SwitchField';
export { DateRangeField } from './form/DateRangeField';
export { PeriodFields, periodSearch, periodRange, isPeriodInverted, type Period } from './form/PeriodFields';
export { withDateRange, isEndNotBeforeStart, toInputValue, fromInputValue, type DateMode } from './form/dateRange';
export { TagsField } from './form/TagsField';
export { FormSection, FullRow, type FormSectionProps } from './form/FormSection';
export { useEntityForm, type EntityForm, type EntityFormOptions } from './form/useEntityForm';
export { FormPage, type FormPageProps } from './form/FormPage';
export { useLeaveGuard } from './form/useLeaveGuard';
// uploads
export { UPLOAD_RULES, ruleFor, checkFile, acceptAttribute, ruleHint, moveItem, type UploadKind, type UploadRule } from './upload/uploadRules';
export { useUploader, contractUpload, type Uploader, type UploadFn, type UploadTask } from './upload/useUploader';
export { UploadDropzone, type UploadDropzoneProps } from './upload/UploadDropzone';
export { UploadInput, type UploadInputProps } from './upload/UploadInput';
export { UploadField } from './upload/UploadField';
// JSON-text fields (helpers above)
export { ImageListField } from './json/ImageListField';
export { VideoListField } from './json/VideoListField';
export { StructuredIntroField } from './json/StructuredIntroField';
// rich text
export { sanitizeHtml, htmlText } from './richtext/sanitize';
export { SafeHtml, htmlContentStyles } from './richtext/SafeHtml';
export { RichTextEditor, RichTextField, type RichTextEditorProps } from './richtext/RichTextEditor';
// media
export { Thumbnail, type ThumbnailProps } from './media/Thumbnail';
// details, files
export { DetailDrawer } from './layout/drawers';
export type { DetailDrawerProps, DetailField } from './layout/DetailDrawer';
export { ExportButton, runExport, type ExportButtonProps } from './data/ExportButton';
export { FileLink } from './data/FileLink';
export { MeterBar } from './data/MeterBar';
export { fileNameFromDisposition, ensureFile, blobErrorMessage } from './data/download';
export { QrDownload, imageToJpeg, jpegName, type QrDownloadProps } from './data/QrDownload';
export { useExhibitorLang } from './navigation/useAreaPath';
export { RouteLink, useGo, useHrefOf, useRouteExists, type RouteTarget, type RouteId } from './navigation/RouteLink';
export { blank, isoDate, text, endNotBeforeStart } from './form/schema';
export { DateField } from './form/DateField';
// resources: declared once, pages and routes from the declaration
export * from './resource';
