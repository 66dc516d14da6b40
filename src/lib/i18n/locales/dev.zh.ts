/** The developer panel of the mock API (development and mock builds only; production never loads it) (Chinese). */
export const devZh = {
  panel: '开发面板',
  latency: '接口延迟（毫秒）',
  failNext: '让下一次请求失败',
  failAll: '让所有请求失败（直到关闭）',
  failure: {
    none: '不注入',
    '401': '401 未授权',
    '404': '404 不存在',
    '500': '500 带错误信息',
    '500-bare': '500 无错误信息',
    network: '网络错误',
    unreadable: '200 但内容无法识别',
  },
  slowChunk: '页面代码延迟加载（毫秒）',
  failChunk: '页面代码加载失败',
  resetData: '重置演示数据',
  resetTitle: '重置演示数据？',
  resetConfirm: '将清空本地演示数据（含您新建、修改和上传的内容）并恢复初始数据，页面随后重新加载。',
  resetDone: '演示数据已重置为初始数据',
  resetFailed: '重置演示数据失败，请重试',
  mocksOn: '离线模拟数据',
};

export type DevTranslation = typeof devZh;
