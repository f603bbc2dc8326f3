/** Photo albums and their photos; one photo sits in the album recycle bin (status 2). */
import { photoUrl } from '../demo-images.mjs';
import { stamps } from './time.mjs';

const ALBUMS = [
  { name: '山川湖海', description: '走过的路，看过的风景', cover: 5, days: 600, photos: [1, 3, 4, 5, 9, 10, 11, 13, 15, 16, 21, 23] },
  { name: '城市夜色', description: '下班路上的灯火', cover: 2, days: 520, photos: [2, 8, 14, 20] },
  { name: '云南十日', description: '大理、沙溪、丽江，一个人的旅行', cover: 7, days: 250, photos: [1, 4, 7, 5, 19, 22, 24] },
  { name: '日常碎片', description: '生活里那些值得记住的小瞬间', cover: 12, days: 120, photos: [6, 12, 17, 18] },
];

export function galleryRows() {
  const albums = [];
  const photos = [];
  ALBUMS.forEach((a, i) => {
    albums.push({ id: i + 1, album_name: a.name, album_cover: photoUrl(a.cover), description: a.description, ...stamps(a.days, '20:00') });
    a.photos.forEach((n, j) => {
      photos.push({
        id: photos.length + 1,
        album_id: i + 1,
        url: photoUrl(n),
        status: i === 0 && j === a.photos.length - 1 ? 2 : 1,
        ...stamps(Math.max(1, a.days - j * 9), '20:30'),
      });
    });
  });
  return { albums, photos };
}
