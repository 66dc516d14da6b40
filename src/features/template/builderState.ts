/**
 * The page builder's state (001 §4 "keeps an active block index, a save flag and a destroy flag"):
 * the blocks, the active block index (-1: none), the save flag (a save is running), the destroy
 * flag (a block removal is being confirmed) and the saved page (to tell unsaved changes).
 */
import { moveBlock, serializeTemplateConfig, type Block, type BlockConfigs, type BlockType } from './blocks';

export interface BuilderState {
  blocks: Block[];
  /** Index of the block whose settings are open; -1 when none. */
  active: number;
  /** Save flag: the page is being saved. */
  saving: boolean;
  /** Destroy flag: index of the block whose removal awaits confirmation; -1 when none. */
  destroying: number;
  /** The last saved (or loaded) page, serialized: the page is dirty when it differs. */
  baseline: string;
  /** The open settings form holds a value it cannot accept yet (saving waits). */
  invalid: boolean;
}

export type BuilderAction =
  | { type: 'load'; blocks: Block[] }
  | { type: 'add'; block: Block }
  | { type: 'select'; index: number }
  | { type: 'update'; index: number; title?: string; config?: BlockConfigs[BlockType] }
  | { type: 'move'; from: number; to: number }
  | { type: 'askRemove'; index: number }
  | { type: 'cancelRemove' }
  | { type: 'remove'; index: number }
  | { type: 'reset'; blocks: Block[] }
  | { type: 'validity'; invalid: boolean }
  | { type: 'saving' }
  | { type: 'saved'; baseline: string }
  | { type: 'saveFailed' };

export function initBuilder(blocks: Block[]): BuilderState {
  return { blocks, active: -1, saving: false, destroying: -1, baseline: serializeTemplateConfig(blocks), invalid: false };
}

/** Whether the page differs from the last saved one. */
export const isDirty = (state: BuilderState) => serializeTemplateConfig(state.blocks) !== state.baseline;

const inRange = (state: BuilderState, index: number) => index >= 0 && index < state.blocks.length;

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return initBuilder(action.blocks);
    case 'add':
      return { ...state, blocks: [...state.blocks, action.block], active: state.blocks.length, invalid: false };
    case 'select':
      if (action.index !== -1 && !inRange(state, action.index)) return state;
      return action.index === state.active ? state : { ...state, active: action.index, invalid: false };
    case 'update': {
      if (!inRange(state, action.index)) return state;
      const { title, config } = action;
      const blocks = state.blocks.map((b, i) =>
        i !== action.index ? b : ({ ...b, ...(title === undefined ? {} : { title }), ...(config === undefined ? {} : { config }) } as Block),
      );
      return { ...state, blocks };
    }
    case 'move': {
      const { from, to } = action;
      if (!inRange(state, from) || !inRange(state, to) || from === to) return state;
      const activeId = state.blocks[state.active]?.id;
      const blocks = moveBlock(state.blocks, from, to);
      return { ...state, blocks, active: activeId ? blocks.findIndex((b) => b.id === activeId) : -1 };
    }
    case 'askRemove':
      return inRange(state, action.index) ? { ...state, destroying: action.index } : state;
    case 'cancelRemove':
      return { ...state, destroying: -1 };
    case 'remove': {
      if (!inRange(state, action.index)) return { ...state, destroying: -1 };
      const blocks = state.blocks.filter((_, i) => i !== action.index);
      const active = state.active === action.index ? -1 : state.active > action.index ? state.active - 1 : state.active;
      return { ...state, blocks, active, destroying: -1, invalid: state.active === action.index ? false : state.invalid };
    }
    case 'reset':
      return { ...state, blocks: action.blocks, active: -1, destroying: -1, invalid: false };
    case 'validity':
      return state.invalid === action.invalid ? state : { ...state, invalid: action.invalid };
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      // The page as it was sent: edits made while saving stay unsaved.
      return { ...state, saving: false, baseline: action.baseline };
    case 'saveFailed':
      return { ...state, saving: false };
  }
}
