import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime } from '../../core';
import { fileOf, PNG_HEAD, setupSettings } from './testing';

const MB = 1024 * 1024;

/** jsdom has no 2D canvas: a recording one, and a toBlob that makes a small JPEG. */
function fakeCanvas() {
  const drawImage = vi.fn();
  const context = { clearRect: vi.fn(), drawImage } as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as ReturnType<HTMLCanvasElement['getContext']>,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
  return drawImage;
}

/** The chosen image, once it is read (hidden: the crop preview shows it). */
async function chosenImage() {
  await screen.findByRole('group', { name: '裁剪头像' });
  return waitFor(() => {
    const found = document.querySelector<HTMLImageElement>('img[hidden]');
    expect(found?.getAttribute('src')).toMatch(/^data:image\/png/);
    return found as HTMLImageElement;
  });
}

/** jsdom loads no images: the chosen one "decodes" at 800 × 600. */
async function decoded() {
  const image = await chosenImage();
  Object.defineProperty(image, 'naturalWidth', { value: 800 });
  Object.defineProperty(image, 'naturalHeight', { value: 600 });
  fireEvent.load(image);
  return image;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AvatarSection', () => {
  it('refuses a text file named .png in the browser ("只能上传图片文件!")', async () => {
    const { user, uploads } = setupSettings({ section: 'avatar' });
    const text = new File(['just some text, not a picture'], 'photo.png', { type: 'image/png' });
    await user.upload((await screen.findAllByLabelText('选择图片'))[0] as HTMLElement, text);
    expect((await screen.findAllByText('只能上传图片文件!')).length).toBe(1);
    expect(screen.queryByRole('group', { name: '裁剪头像' })).toBeNull();
    expect(uploads).toEqual([]);
  });

  it('refuses a 3 MB image in the browser ("图片大小不能超过 2MB!")', async () => {
    const { user, uploads } = setupSettings({ section: 'avatar' });
    const big = fileOf('big.png', 'image/png', PNG_HEAD, 3 * MB);
    await user.upload((await screen.findAllByLabelText('选择图片'))[0] as HTMLElement, big);
    await screen.findByText('图片大小不能超过 2MB!');
    expect(uploads).toEqual([]);
  });

  it('crops the chosen square at 512 px and uploads it; the session gets the new avatar', async () => {
    const drawImage = fakeCanvas();
    const { user, uploads, calls } = setupSettings({ section: 'avatar' });
    await screen.findByText('还没有上传头像');
    const picker = (await screen.findAllByLabelText('选择图片'))[0] as HTMLElement;
    await user.upload(picker, fileOf('me.png', 'image/png', PNG_HEAD));
    await decoded();
    // `input`, which React's onChange and preact's both hear for a range.
    fireEvent.input(screen.getByRole('slider', { name: '缩放' }), { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: '上传头像' }));
    await screen.findByText('头像已更新');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.path).toBe(`/api${ApiPath.avatarUpload}`);
    expect(uploads[0]?.file?.type).toBe('image/jpeg');
    // Zoom 2 of 800 × 600: a 300 px square, centred.
    expect(drawImage).toHaveBeenLastCalledWith(
      expect.anything(),
      250,
      150,
      300,
      300,
      0,
      0,
      512,
      512,
    );
    expect(getRuntime().session.getSnapshot().user?.avatar).toBe('new-avatar');
    await screen.findByRole('img', { name: '当前头像' });
    expect(calls(ApiPath.fileDownload)[0]?.query.get('fileid')).toBe('new-avatar');
    expect(screen.queryByRole('group', { name: '裁剪头像' })).toBeNull();
  });

  it("shows the server's refusal and keeps the crop for another try", async () => {
    fakeCanvas();
    const { user } = setupSettings({
      section: 'avatar',
      uploadReply: { code: 10158, msg: '上传图片太频繁，请稍后再试', data: null },
    });
    await user.upload(
      (await screen.findAllByLabelText('选择图片'))[0] as HTMLElement,
      fileOf('me.png', 'image/png', PNG_HEAD),
    );
    await decoded();
    await user.click(screen.getByRole('button', { name: '上传头像' }));
    await screen.findByText('上传图片太频繁，请稍后再试');
    expect(screen.getByRole('group', { name: '裁剪头像' })).toBeTruthy();
    expect(getRuntime().session.getSnapshot().user?.avatar).toBeNull();
  });

  it('refuses an "image" the browser cannot decode', async () => {
    const { user, uploads } = setupSettings({ section: 'avatar' });
    await user.upload(
      (await screen.findAllByLabelText('选择图片'))[0] as HTMLElement,
      fileOf('broken.png', 'image/png', PNG_HEAD),
    );
    fireEvent.error(await chosenImage());
    await screen.findByText('只能上传图片文件!');
    expect(screen.queryByRole('group', { name: '裁剪头像' })).toBeNull();
    expect(uploads).toEqual([]);
  });
});

describe('FaceSection', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  const facePicker = async () => (await screen.findAllByLabelText('选择图片'))[1] as HTMLElement;

  it('shows the stored face image and replaces it from a file (no camera here)', async () => {
    const { user, uploads, calls } = setupSettings({
      section: 'avatar',
      face: { fileid: 'face-1', updatedtime: '2026-11-01T00:00:00Z' },
    });
    await screen.findByRole('img', { name: '当前人脸图像' });
    expect(calls(ApiPath.fileDownload)[0]?.query.get('fileid')).toBe('face-1');
    expect(screen.queryByRole('button', { name: '使用摄像头' })).toBeNull();
    await user.upload(await facePicker(), fileOf('face.jpg', 'image/jpeg', [0xff, 0xd8, 0xff]));
    await screen.findByText('人脸图像已更新');
    expect(uploads[0]?.path).toBe(`/api${ApiPath.faceAdd}`);
    await waitFor(() =>
      expect(calls(ApiPath.fileDownload).map((r) => r.query.get('fileid'))).toContain('face-2'),
    );
  });

  it('takes a photo with the camera, uploads it and turns the camera off', async () => {
    fakeCanvas();
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    const { user, uploads } = setupSettings({ section: 'avatar' });
    await user.click(await screen.findByRole('button', { name: '使用摄像头' }));
    const video = (await screen.findByLabelText('摄像头画面')) as HTMLVideoElement;
    Object.defineProperty(video, 'videoWidth', { value: 640 });
    Object.defineProperty(video, 'videoHeight', { value: 480 });
    const capture = screen.getByRole('button', { name: '拍照并上传' });
    await waitFor(() => expect(capture.getAttribute('aria-disabled')).toBe('false'));
    await user.click(capture);
    await screen.findByText('人脸图像已更新');
    expect(uploads[0]?.path).toBe(`/api${ApiPath.faceAdd}`);
    // The camera light goes off (preact runs the unmount cleanup a moment later).
    await waitFor(() => expect(stop).toHaveBeenCalled());
    expect(screen.queryByLabelText('摄像头画面')).toBeNull();
  });

  it('says so when the camera is refused, and the file choice remains', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new Error('NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    const { user } = setupSettings({ section: 'avatar' });
    await user.click(await screen.findByRole('button', { name: '使用摄像头' }));
    await screen.findByText('无法打开摄像头，请选择图片上传');
    expect(await facePicker()).toBeTruthy();
  });
});
