export {
  DragHandle,
  LIFTED_ROW_CLASS,
  SortableList,
  type SortableListProps,
  type SortableRow,
} from './sortable-list';
export { moveBy, reorderOnDrop } from './reorder';
export { sortAnnouncements } from './announcements';
