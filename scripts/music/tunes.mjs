/**
 * The demo library's melodies: public-domain tunes only (folk songs, and
 * composers dead for well over a century). Notes are jianpu degrees in the
 * tune's key ("1".."7", ' for an octave up, , for down, # / b, "0" a rest)
 * or absolute names ("E5", "D#5"), with ":beats" (default 1). Each phrase
 * carries its lyric line; the lyric texts are traditional or written for
 * this demo. A lyric of null means the phrase has no line.
 */
export const TUNES = [
  {
    slug: 'twinkle', name: '小星星', artist: '法国童谣', album: '童谣时光', alias: 'Twinkle Twinkle Little Star',
    key: 'C4', bpm: 96, passes: 2, palette: 0,
    phrases: [
      ['1 1 5 5 6 6 5:2', '一闪一闪亮晶晶'],
      ['4 4 3 3 2 2 1:2', '满天都是小星星'],
      ['5 5 4 4 3 3 2:2', '挂在天上放光明'],
      ['5 5 4 4 3 3 2:2', '好像许多小眼睛'],
      ['1 1 5 5 6 6 5:2', '一闪一闪亮晶晶'],
      ['4 4 3 3 2 2 1:2', '满天都是小星星'],
    ],
  },
  {
    slug: 'two-tigers', name: '两只老虎', artist: '传统童谣', album: '童谣时光', alias: 'Frère Jacques',
    key: 'D4', bpm: 116, passes: 3, palette: 4,
    phrases: [
      ['1 2 3 1 1 2 3 1', '两只老虎 两只老虎'],
      ['3 4 5:2 3 4 5:2', '跑得快 跑得快'],
      ['5:0.5 6:0.5 5:0.5 4:0.5 3 1 5:0.5 6:0.5 5:0.5 4:0.5 3 1', '一只没有耳朵 一只没有尾巴'],
      ['1 5, 1:2 1 5, 1:2', '真奇怪 真奇怪'],
    ],
  },
  {
    slug: 'jingle-bells', name: '铃儿响叮当', artist: 'James Lord Pierpont', album: '冬日雪橇', alias: 'Jingle Bells',
    key: 'F4', bpm: 132, passes: 2, palette: 9, threeDigitMs: true,
    phrases: [
      ['3 3 3:2 3 3 3:2', '雪花飘 雪花飘'],
      ['3 5 1:1.5 2:0.5 3:4', '铃儿叮当响'],
      ['4 4 4:1.5 4:0.5 4 3 3 3:0.5 3:0.5', '坐上小雪橇 穿过白树林'],
      ['3 2 2 3 2:2 5:2', '笑声飞满山岗'],
      ['3 3 3:2 3 3 3:2', '雪花飘 雪花飘'],
      ['3 5 1:1.5 2:0.5 3:4', '铃儿叮当响'],
      ['4 4 4:1.5 4:0.5 4 3 3 3:0.5 3:0.5', '一路唱着歌儿'],
      ['5 5 4 2 1:4', '回到暖暖的家'],
    ],
  },
  {
    slug: 'ode-to-joy', name: '欢乐颂', artist: '贝多芬', album: '古典小品', alias: 'Ode to Joy',
    key: 'C4', bpm: 112, passes: 1, palette: 2,
    phrases: [
      ['3 3 4 5 5 4 3 2', '晨光照亮了山川'],
      ['1 1 2 3 3:1.5 2:0.5 2:2', '和风吹过田野'],
      ['3 3 4 5 5 4 3 2', '朋友们手拉着手'],
      ['1 1 2 3 2:1.5 1:0.5 1:2', '唱出心中喜悦'],
      ['2 2 3 1 2 3:0.5 4:0.5 3 1', '四海之内皆兄弟'],
      ['2 3:0.5 4:0.5 3 2 1 2 5,:2', '天涯也如比邻'],
      ['3 3 4 5 5 4 3 2', '让这欢乐的歌声'],
      ['1 1 2 3 2:1.5 1:0.5 1:2', '传遍每个角落'],
      ['2 2 3 1 2 3:0.5 4:0.5 3 1', '四海之内皆兄弟'],
      ['2 3:0.5 4:0.5 3 2 1 2 5,:2', '天涯也如比邻'],
      ['3 3 4 5 5 4 3 2', '让这欢乐的歌声'],
      ['1 1 2 3 2:1.5 1:0.5 1:4', '传遍每个角落'],
    ],
  },
  {
    slug: 'fur-elise', name: '致爱丽丝', artist: '贝多芬', album: '古典小品', alias: 'Für Elise',
    key: 'C4', bpm: 66, passes: 3, palette: 6, lyric: 'none',
    phrases: [
      ['E5:0.5 D#5:0.5 E5:0.5 D#5:0.5 E5:0.5 B4:0.5 D5:0.5 C5:0.5 A4:1.5', null],
      ['C4:0.5 E4:0.5 A4:0.5 B4:1.5 E4:0.5 G#4:0.5 B4:0.5 C5:1.5', null],
      ['E4:0.5 E5:0.5 D#5:0.5 E5:0.5 D#5:0.5 E5:0.5 B4:0.5 D5:0.5 C5:0.5 A4:1.5', null],
      ['C4:0.5 E4:0.5 A4:0.5 B4:1.5 E4:0.5 C5:0.5 B4:0.5 A4:2', null],
    ],
  },
  {
    slug: 'canon', name: '卡农', artist: '帕赫贝尔', album: '古典小品', alias: 'Canon in D',
    key: 'D4', bpm: 72, passes: 2, palette: 12, lyric: 'instrumental', canon: true,
    phrases: [
      ["3':2 2':2 1':2 7:2", null],
      ["6:2 5:2 6:2 7:2", null],
      ["1':1 7:1 1':1 3:1 5:1 6:1 5:1 4:1", null],
      ["3:1 1':1 7:1 6:1 7:1 1':1 2':1 7:1", null],
    ],
  },
  {
    slug: 'jasmine', name: '茉莉花', artist: '江苏民歌', album: '中国民歌', alias: 'Jasmine Flower',
    key: 'F4', bpm: 66, passes: 1, palette: 5,
    phrases: [
      ["3 3:0.5 5:0.5 6:0.5 1':0.5 1':0.5 6:0.5 5 5:0.5 6:0.5 5:2", '好一朵美丽的茉莉花'],
      ["3 3:0.5 5:0.5 6:0.5 1':0.5 1':0.5 6:0.5 5 5:0.5 6:0.5 5:2", '好一朵美丽的茉莉花'],
      ['5 5 5 3:0.5 5:0.5 6 6 5:2', '芬芳美丽满枝桠'],
      ['3 2:0.5 3:0.5 5 3:0.5 2:0.5 1 1:0.5 2:0.5 1:2', '又香又白人人夸'],
      ["3:0.5 2:0.5 1:0.5 3:0.5 2:1.5 3:0.5 5 6:0.5 1':0.5 5:2", '让我来将你摘下'],
      ['2 3:0.5 5:0.5 2:0.5 3:0.5 1:0.5 6,:0.5 5,:4', '送给别人家'],
      ['6, 1 2:1.5 3:0.5 1:0.5 2:0.5 1:0.5 6,:0.5 5,:4', '茉莉花呀茉莉花'],
      ["3 3:0.5 5:0.5 6:0.5 1':0.5 1':0.5 6:0.5 5 5:0.5 6:0.5 5:2", '好一朵美丽的茉莉花'],
      ['2 3:0.5 5:0.5 2:0.5 3:0.5 1:0.5 6,:0.5 5,:4', '送给别人家'],
    ],
  },
  {
    slug: 'farewell', name: '送别', artist: '李叔同', album: '中国民歌', alias: '长亭外',
    key: 'C4', bpm: 76, passes: 1, palette: 10, threeDigitMs: true,
    phrases: [
      ["5 3:0.5 5:0.5 1':2 6 1':0.5 6:0.5 5:2", '长亭外 古道边'],
      ['5 1:0.5 2:0.5 3 2:0.5 1:0.5 2:4', '芳草碧连天'],
      ["5 3:0.5 5:0.5 1':1.5 7:0.5 6 1' 5:2", '晚风拂柳笛声残'],
      ['5 2:0.5 3:0.5 4:1.5 7,:0.5 1:4', '夕阳山外山'],
      ["6 1' 1':2 7 6:0.5 7:0.5 1':2", '天之涯 地之角'],
      ["6:0.5 7:0.5 1':0.5 6:0.5 6:0.5 5:0.5 3:0.5 1:0.5 2:4", '知交半零落'],
      ["5 3:0.5 5:0.5 1':1.5 7:0.5 6 1' 5:2", '一壶浊酒尽余欢'],
      ['5 2:0.5 3:0.5 4:1.5 7,:0.5 1:4', '今宵别梦寒'],
    ],
  },
  {
    slug: 'auld-lang-syne', name: '友谊地久天长', artist: '苏格兰民歌', album: '中国民歌', alias: 'Auld Lang Syne',
    key: 'F4', bpm: 84, passes: 1, palette: 14,
    phrases: [
      ['5, 1:1.5 1:0.5 1 3 2:1.5 1:0.5 2 3:0.5 2:0.5', '老朋友啊 还记得吗'],
      ['1:1.5 1:0.5 3 5 6:3', '那年的小路'],
      ['6 5:1.5 3:0.5 3 1 2:1.5 1:0.5 2 3:0.5 2:0.5', '我们并肩走过 春天和秋天'],
      ['1:1.5 6,:0.5 6, 5, 1:3', '一路有歌声'],
      ['6 5:1.5 3:0.5 3 1 2:1.5 1:0.5 2 6', '举起这杯清茶'],
      ["5:1.5 3:0.5 3 5 6:3 1'", '敬远方的你'],
      ['5:1.5 3:0.5 3 1 2:1.5 1:0.5 2 3:0.5 2:0.5', '无论相隔多远 心意都相同'],
      ['1:1.5 6,:0.5 6, 5, 1:4', '友谊地久天长'],
    ],
  },
];

/** Playlists in display order; the player opens the one at index 3 first. */
export const PLAYLISTS = [
  { slug: 'kids', name: '童谣时光', description: '小时候唱过的歌', palette: 0, songs: ['twinkle', 'two-tigers', 'jingle-bells'] },
  { slug: 'classic', name: '古典小品', description: '几首耳熟能详的古典旋律', palette: 6, songs: ['canon', 'fur-elise', 'ode-to-joy'] },
  { slug: 'folk', name: '中国民歌', description: '悠扬的民歌与老歌', palette: 5, songs: ['jasmine', 'farewell', 'auld-lang-syne'] },
  {
    slug: 'daily', name: '每日推荐', description: '博主私藏的全部曲目', palette: 10,
    songs: ['farewell', 'jasmine', 'twinkle', 'ode-to-joy', 'canon', 'auld-lang-syne', 'two-tigers', 'jingle-bells', 'fur-elise'],
  },
  { slug: 'night', name: '晚安曲', description: '睡前听一听', palette: 12, songs: ['canon', 'farewell', 'twinkle', 'auld-lang-syne'] },
];
