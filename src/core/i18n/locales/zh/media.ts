/**
 * Strings of the story-telling media widgets (namespace `media`): story audio and videos and
 * the albums of library activities. `en/media.ts` has the same keys.
 */
const zhMedia = {
  gate: {
    login: '登录',
    more: '登录后还可以看到仅对本馆读者开放的内容，如活动相册。',
    readersOnly: '这项内容仅对本馆读者开放，请登录后查看。',
  },
  list: {
    heading: '故事会',
    kinds: '内容类型',
    kind_all: '全部',
    kind_audio: '故事音频',
    kind_video: '视频',
    kind_album: '活动相册',
    empty: '这里还没有内容。',
    pagination: '故事会分页',
    total_one: '共 {{count}} 项',
    total_other: '共 {{count}} 项',
    published: '发布于 {{date}}',
    duration: '时长 {{time}}',
    photos_one: '{{count}} 张照片',
    photos_other: '{{count}} 张照片',
    captions: '有字幕',
    play: '播放',
    playItem: '播放《{{title}}》',
    view: '查看相册',
    viewItem: '查看相册《{{title}}》',
  },
  kind: {
    audio: '音频',
    video: '视频',
    album: '相册',
  },
  player: {
    heading: '播放',
    back: '返回列表',
    missing: '请选择要播放的内容。',
    notFound: '内容不存在或已下架。',
    fileFailed: '文件加载失败，请稍后再试。',
    transcript: '文字稿',
    showTranscript: '显示文字稿',
    hideTranscript: '隐藏文字稿',
    noCaptions: '这个节目没有字幕或文字稿。',
    captionsLabel: '中文字幕',
    loading: '正在加载…',
  },
  album: {
    gallery: '相册《{{title}}》',
    photo: '第 {{index}} 张，共 {{total}} 张',
    previous: '上一张',
    next: '下一张',
    thumbnails: '全部照片',
    showPhoto: '查看第 {{index}} 张：{{caption}}',
    hint: '用左右方向键切换照片，Home 和 End 键到第一张和最后一张。',
    empty: '这个相册还没有照片。',
  },
};

export default zhMedia;
