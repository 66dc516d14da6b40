/** The English area's own words for what the server or the region data say in Chinese. */
import { pinyin } from 'pinyin-pro';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenErrorMessage } from '@/lib/session/signIn';
import { applyLanguage, formatList, withNote } from '@/lib/i18n';
import { placeNameEn } from '@/lib/i18n/placeNames';

const pinyinOf = (text: string) => pinyin(text, { toneType: 'none', type: 'array' });

afterEach(() => applyLanguage('zh'));

describe('place names in English (region pickers)', () => {
  it('writes provinces, cities and counties in pinyin with their kind in English', () => {
    expect(['广东省', '深圳市', '南山区', '上海市', '浦东新区', '西安市', '澧县'].map((n) => placeNameEn(n, pinyinOf))).toEqual([
      'Guangdong', 'Shenzhen', 'Nanshan District', 'Shanghai', 'Pudong New Area', "Xi'an", 'Li County',
    ]);
  });
  it('uses the usual English names and drops the peoples in autonomous areas', () => {
    expect(['内蒙古自治区', '陕西省', '香港特别行政区', '广西壮族自治区', '延边朝鲜族自治州', '长阳土家族自治县', '市辖区'].map((n) => placeNameEn(n, pinyinOf))).toEqual([
      'Inner Mongolia', 'Shaanxi', 'Hong Kong', 'Guangxi', 'Yanbian Autonomous Prefecture', 'Changyang Autonomous County', 'City districts',
    ]);
  });
  it('leaves a name that is not Chinese as it is', () => {
    expect(placeNameEn('Shanghai', pinyinOf)).toBe('Shanghai');
  });
});

describe('sign-in refusals in the interface language', () => {
  it('says a wrong password in English in the English area, in Chinese in the Chinese one', async () => {
    await applyLanguage('en');
    expect(tokenErrorMessage({ code: 4001, error_description: '用户名或密码错误' })).toBe('Wrong user name or password');
    expect(tokenErrorMessage({ code: 4002, error_description: '登录身份有误，请重新确认' })).toBe('The login identity is wrong, please check and try again');
    // An unknown code with a Chinese description: a general English message, not the Chinese.
    expect(tokenErrorMessage({ code: 4999, error_description: '系统维护中' })).toBe('Sign-in failed. Please try again later.');
    expect(tokenErrorMessage({ code: 4999, error_description: 'Maintenance' })).toBe('Maintenance');
    await applyLanguage('zh');
    expect(tokenErrorMessage({ code: 4001, error_description: '用户名或密码错误' })).toBe('用户名或密码错误');
    expect(tokenErrorMessage({ code: 4999, error_description: '系统维护中' })).toBe('系统维护中');
  });
});

describe('lists and notes in the interface language', () => {
  it('separates names with 、 in Chinese and with commas in English, and brackets a model accordingly', async () => {
    await applyLanguage('zh');
    expect(formatList(['激光设备', '工业机器人'])).toBe('激光设备、工业机器人');
    expect(withNote('五轴加工中心', 'VMC-850')).toBe('五轴加工中心（VMC-850）');
    await applyLanguage('en');
    expect(formatList(['Laser equipment', 'Industrial robots'])).toBe('Laser equipment, Industrial robots');
    expect(withNote('Five-axis machining centre', 'VMC-850')).toBe('Five-axis machining centre (VMC-850)');
  });
});
