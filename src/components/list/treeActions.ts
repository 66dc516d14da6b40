/**
 * The action column of an editable tree (regions, cities, exhibit categories, product tags …):
 * edit, add below (not at the deepest level), and delete, where a node with others below it asks a
 * second question naming how many go with it.
 */
import { i18n } from '@/lib/i18n';
import type { I18nKey } from '../types';
import type { ActionsOptions, ListContext } from './columns';
import type { TreeItem, TreeRow } from './tree';

export interface TreeActionsOptions<Row> {
  /** Opens the row's node for editing. */
  onEdit: (row: Row) => void;
  /** Opens a new node below the row's node. */
  onAddChild: (row: Row) => void;
  /** The add-below action's label ("添加下级"). */
  addChildLabel: I18nKey;
  /** Nodes at this level (or deeper) get no add-below action. */
  maxLevel: number;
  /** Deletes the row's node; the server removes what is below it. */
  remove: (row: Row) => Promise<unknown>;
  /** The second question for a branch, given {{name}} and {{count}} (the nodes below). */
  deleteWithChildren: I18nKey;
  /** The page's question (its `useConfirm`). */
  confirm: ListContext['confirm'];
  /** The edit action's label; `kit.list.edit` by default. */
  editLabel?: I18nKey;
}

/**
 * @example
 * c.actions(treeActions({ onEdit: (r) => open({ node: r.node }), onAddChild: (r) => open({ parent: r.node }), addChildLabel: 'x.addChild',
 *   maxLevel: 5, remove: (r) => calls.remove(r.id), deleteWithChildren: 'x.deleteWithChildren', confirm }))
 */
export function treeActions<Row extends TreeRow<TreeItem & { level: number }>>({
  onEdit, onAddChild, addChildLabel, maxLevel, remove, deleteWithChildren, confirm, editLabel = 'kit.list.edit',
}: TreeActionsOptions<Row>): ActionsOptions<Row> {
  return {
    items: [
      // Opening a drawer: nothing to wait for or refresh after.
      { label: editLabel, onSelect: (r) => void onEdit(r) },
      { label: addChildLabel, onSelect: (r) => void onAddChild(r), hidden: (r) => r.node.level >= maxLevel },
    ],
    onDelete: async (r) => {
      // After the usual question, a branch asks again, naming how many nodes go with it.
      if (r.below > 0) {
        const sure = await confirm({
          title: i18n.t('kit.list.deleteTitle'),
          message: i18n.t(deleteWithChildren, { name: r.node.name, count: r.below }),
          danger: true,
          confirmLabel: i18n.t('kit.list.delete'),
        });
        if (!sure) return false;
      }
      return remove(r);
    },
    nameOf: (r) => r.node.name,
  };
}
