/** Small pieces shared by the live pages. */

/** Banner type of the registration form (001 §9). */
export const REG_FORM = 'reg-form';


export { useLocalName } from '@/lib/i18n/useLocalName';
