// Media addresses used by the seed: generated images (see server/src/media/generate.ts) and shipped videos.

export const media = {
  SCENES: 120,
  PHOTOS: 80,
  VRS: 8,
  ICONS: 40,
  AVATARS: 60,
  ADS: 8,
  scene: (k: number) => `/media/images/scene-${k}.jpg`,
  photo: (k: number) => `/media/images/photo-${k}.jpg`,
  vr: (k: number) => `/media/images/vr-${k}.jpg`,
  icon: (k: number) => `/media/images/icon-${k % 40}.png`,
  avatar: (k: number) => `/media/images/avatar-${k % 60}.png`,
  epaper: (k: number) => `/media/images/epaper-${k}.jpg`,
  ad: (k: number) => `/media/images/ad-${k % 8}.jpg`,
}

/** Videos shipped in server/assets/video (made for this project, see server/assets/README.md). */
export const VIDEOS = [
  { url: '/media/video/shancheng-1.mp4', seconds: 12 },
  { url: '/media/video/shancheng-2.mp4', seconds: 8 },
]
