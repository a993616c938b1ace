// Small server-rendered pages the content links to: the self-discipline convention,
// the app download page and the VR panorama viewer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { notFound } from '../answer'
import { escapeHtml } from '../content/html'
import { SELF_DISCIPLINE_TITLE, SITE_NAME } from '../content/site'
import type { AppContext } from '../context'
import * as ERRORS from '../../../types/errors'

/** an address fit for CSS url("…"): percent-encoded once, so no quote or bracket survives */
function cssUrl(address: string): string {
  let plain = address
  try {
    plain = decodeURI(address)
  } catch {
    // not encoded before
  }
  return encodeURI(plain).replace(/["'()\\]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The panorama's drag-to-look (a file of its own: the pages' CSP runs no inline script). */
const PANORAMA_JS = `(function(){var el=document.getElementById('pano'),x=0,last=null,auto=true;
function set(){el.style.backgroundPositionX=x+'px'}
el.addEventListener('pointerdown',function(e){last=e.clientX;auto=false;el.setPointerCapture(e.pointerId)});
el.addEventListener('pointermove',function(e){if(last===null)return;x+=e.clientX-last;last=e.clientX;set()});
el.addEventListener('pointerup',function(){last=null});
setInterval(function(){if(auto){x-=1;set()}},30)})()`

function page(title: string, bodyHtml: string, extraHead = ''): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font:15px/1.7 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#222;background:#fff}
main{max-width:800px;margin:0 auto;padding:16px 18px 40px}h1{font-size:20px;margin:8px 0 16px}
a.btn{display:block;margin:24px auto;text-align:center;background:#d71920;color:#fff;border-radius:22px;padding:10px 0;text-decoration:none;max-width:260px}</style>
${extraHead}</head><body>${bodyHtml}</body></html>`
}

const CONVENTION = [
  '坚持正确舆论导向，弘扬社会主义核心价值观，传播正能量。',
  '坚持真实、准确、全面、客观、公正的新闻报道原则，不制作、不传播虚假新闻。',
  '尊重和保护知识产权，转载作品注明来源，不歪曲、篡改标题和原意。',
  '尊重公民隐私和个人信息，不侵害他人名誉权、肖像权等合法权益。',
  '加强评论和用户发布内容管理，及时处置违法和不良信息。',
  '自觉接受社会监督，畅通投诉举报渠道，举报热线 966966。',
]

export const pageRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  app.get('/about/self-discipline', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page(
    SELF_DISCIPLINE_TITLE,
    `<main><h1>${SELF_DISCIPLINE_TITLE}</h1><ol>${CONVENTION.map(c => `<li>${c}</li>`).join('')}</ol></main>`,
  )))

  app.get('/download', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page(
    `下载${SITE_NAME}客户端`,
    `<main><h1>下载${SITE_NAME}客户端</h1><p>重庆本地新闻、区县资讯、帮帮问政，尽在${SITE_NAME}。</p>
<p>请在手机应用商店搜索“${SITE_NAME}”安装客户端。</p><a class="btn" href="/shangyou_news/">返回首页</a></main>`,
  )))

  app.get('/vr/:id', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } }, async (request, reply) => {
    const item = await ctx.db.selectFrom('news').select(['title', 'image_urls']).where('id', '=', request.params.id)
      .where('is_vr', '=', 1).where('status', '=', 1).executeTakeFirst()
    if (!item) throw notFound(ERRORS.vrGone)
    const [pano] = JSON.parse(item.image_urls) as string[]
    // A drag-to-look panorama: the equirectangular image scrolls horizontally and wraps.
    return reply.type('text/html; charset=utf-8').send(page(item.title, `
<div id="pano" style="position:fixed;inset:0;background:#000 url(&quot;${escapeHtml(cssUrl(pano))}&quot;) 0 50%/auto 100% repeat-x;touch-action:none;cursor:grab"></div>
<div style="position:fixed;left:0;right:0;bottom:0;padding:14px 16px;color:#fff;background:linear-gradient(transparent,rgba(0,0,0,.6))">
<div style="font-size:16px">${escapeHtml(item.title)}</div><div style="font-size:12px;opacity:.8">拖动画面，360° 环视</div></div>
<script src="/vr/panorama.js"></script>`))
  })

  app.get('/vr/panorama.js', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(PANORAMA_JS))
}
