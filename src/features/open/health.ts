/** Which products the 健康生活 page shows: a health word in the name, category or tags. Pure. */
import type { Product } from '@gen/api/model';

/** Words (Chinese and English, lower case) that mark a product as health related. */
export const HEALTH_WORDS: readonly string[] = [
  '健康', '医疗', '医药', '医用', '食品', '营养', '保健', '养生', '康复', '养老', '健身', '运动', '卫生', '消毒', '净化', '母婴',
  'health', 'medical', 'pharma', 'food', 'nutrition', 'fitness', 'wellness', 'hygiene',
];

/** The category and tag names of a product (JSON text `[{ id, name }]`); never throws. */
function namesOf(text: string | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.map((v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : '')).filter(Boolean);
  } catch {
    return [];
  }
}

/** Whether any health word appears in the product's name (either language), category or tags. */
export function isHealthProduct(product: Pick<Product, 'name' | 'nameEn' | 'category' | 'tags'>, words: readonly string[] = HEALTH_WORDS): boolean {
  const haystack = [product.name, product.nameEn ?? '', ...namesOf(product.category), ...namesOf(product.tags)].join(' ').toLowerCase();
  return words.some((w) => haystack.includes(w));
}
