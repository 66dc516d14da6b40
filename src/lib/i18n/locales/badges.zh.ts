/** Staff badges the exhibitor applies for (exinfo/certApply): interface text in Chinese; its type is the English file's. */
export const badgesZh = {
  title: '证件',
};

export type BadgesTranslation = typeof badgesZh;
