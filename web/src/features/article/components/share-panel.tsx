import { useEffect, useState } from 'react';
import { CopyIcon } from '@/components/icons';
import { toast } from '@/components/toast/toast';
import { qrMatrix, qrPath } from '../lib/qr-matrix';

/** This page's address without the hash (a table-of-contents jump is not part of it). */
const pageUrl = () => new URL(`${location.pathname}${location.search}`, location.origin).href;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard permission (http, an old browser): the field below can still be copied by hand
  }
}

/** The page's link to copy and its QR code, drawn here as SVG (lib/qr-matrix.ts). */
export function SharePanel({ title }: { title: string }) {
  const [url] = useState(pageUrl);
  const [code, setCode] = useState<{ size: number; path: string } | null>(null);

  useEffect(() => {
    let live = true;
    void qrMatrix(url).then((m) => live && setCode({ size: m.size, path: qrPath(m) }));
    return () => {
      live = false;
    };
  }, [url]);

  const onCopy = async () => {
    if (await copy(`${title} ${url}`)) toast.success('链接已复制，快去分享吧');
    else toast.warning('复制失败，请手动复制链接');
  };

  return (
    <div id="article-share" className="article-panel article-share">
      <figure className="article-qr">
        {code ? (
          <svg className="article-qr__code" viewBox={`-2 -2 ${code.size + 4} ${code.size + 4}`} role="img" aria-label="本文链接的二维码" shapeRendering="crispEdges">
            <rect x={-2} y={-2} width={code.size + 4} height={code.size + 4} fill="#fff" />
            <path d={code.path} fill="#1f2d3d" />
          </svg>
        ) : (
          <span className="article-qr__code article-qr__code--loading" role="status" aria-busy="true" aria-label="正在生成二维码" />
        )}
        <figcaption>微信扫一扫，手机上接着读</figcaption>
      </figure>
      <div className="article-share__link">
        <label htmlFor="article-share-url">本文链接</label>
        <input id="article-share-url" type="text" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn--primary" onClick={() => void onCopy()}>
          <CopyIcon width={16} height={16} />
          复制链接
        </button>
      </div>
    </div>
  );
}
