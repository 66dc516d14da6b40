/**
 * Seed of the materials domain: the demo exhibitor's three albums with 24 photos, 6 loose photos
 * (albumId null) and 4 videos, plus a little for another company.
 */
import type { SeedRows } from '../collections';
import type { MockRecord } from '../db';
import { ids } from './places';
import { seededId } from './seed';
import { mediaUrl, videoUrl } from '../media';

const P = { album: 0xa1b00001, photo: 0xa1b00002, video: 0xa1b00003 };

const albums: [compIndex: number, name: string, photos: string[]][] = [
  [0, '2025 展位实拍', ['展位正面全景', '协作机器人演示区', '视觉检测体验台', '焊接工作站演示', '洽谈区', '客户参观合影', '展位夜景灯光', '媒体采访现场', '产品发布会', '签约仪式']],
  [0, '产品细节图', ['HZ-C6 协作机器人', 'HZ-C6 关节模组', '慧眼视觉相机', '环形光源', '四向穿梭车', '箱式仓储机器人', '焊枪末端特写', '示教器界面']],
  [0, '工厂与团队', ['宝安生产基地外景', '机器人总装线', '出厂检测实验室', '研发中心', '团队合影', '客户培训现场']],
  [1, '展台效果图', ['展台正面效果图', '展台侧面效果图', '五轴加工中心展品']],
];

const loosePhotos = ['展会门票扫描件', '展位平面图', '宣传单页正面', '宣传单页背面', '易拉宝设计稿', '展位搭建进度'];

/** A stable pseudo-random size in bytes (180 KB – 2.4 MB). */
const sizeOf = (n: number) => 180_000 + ((n * 7919) % 2_220_000);

export const albumId = (n: number) => seededId(P.album, n);

export function seedMaterials(seeded: SeedRows): SeedRows {
  const companies = seeded.companies ?? [];
  if (companies[0]?.id !== ids.company) throw new Error('materials seed: the core domain must be seeded first');
  const albumRows: MockRecord[] = [];
  const photoRows: MockRecord[] = [];
  let n = 0;
  albums.forEach(([ci, name, photos], a) => {
    const id = albumId(a + 1);
    const compId = companies[ci]!.id;
    albumRows.push({
      id,
      compId,
      name,
      // The second album has no cover chosen: the client shows its first photo.
      cover: a === 1 ? null : mediaUrl('photo', photos[0]!),
      showIndex: a + 1,
      createTime: `2026-0${a + 3}-10T10:00:00+08:00`,
    });
    photos.forEach((photoName, p) => {
      n += 1;
      photoRows.push({
        id: seededId(P.photo, n),
        compId,
        albumId: id,
        name: photoName,
        url: mediaUrl('photo', photoName),
        size: sizeOf(n),
        createTime: `2026-0${a + 3}-${String(11 + p).padStart(2, '0')}T1${p % 10}:20:00+08:00`,
      });
    });
  });
  loosePhotos.forEach((photoName, p) => {
    n += 1;
    photoRows.push({
      id: seededId(P.photo, n),
      compId: ids.company,
      albumId: null,
      name: photoName,
      url: mediaUrl('photo', photoName),
      size: sizeOf(n),
      createTime: `2026-10-${String(20 + p).padStart(2, '0')}T15:00:00+08:00`,
    });
  });
  const videos: [compIndex: number, name: string, duration: number, sizeMb: number][] = [
    [0, '协作机器人 HZ-C6 焊接演示', 95, 24.6],
    [0, '慧眼视觉 AI 检测平台介绍', 128, 38.2],
    [0, '云仓智储四向穿梭车运行实拍', 210, 61.5],
    [0, '华展智能 2026 企业宣传片', 180, 96.8],
    [1, '东方精工五轴加工中心切削演示', 150, 45.1],
  ];
  const videoRows = videos.map(([ci, name, duration, sizeMb], i) => ({
    id: seededId(P.video, i + 1),
    compId: companies[ci]!.id,
    name,
    url: videoUrl(name, i % 2 === 1 ? 'webm' : 'mp4'),
    cover: mediaUrl('cover', name),
    duration,
    size: Math.round(sizeMb * 1024 * 1024),
    createTime: `2026-${String(6 + i).padStart(2, '0')}-18T10:00:00+08:00`,
  }));
  return { albums: albumRows, albumPhotos: photoRows, videos: videoRows };
}
