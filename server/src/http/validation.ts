// Turns JSON-schema validation failures into one clear Chinese sentence naming the parameter.
import type { FastifySchemaValidationError } from 'fastify/types/schema'

function paramName(err: FastifySchemaValidationError): string {
  if (err.keyword === 'required') return String((err.params as { missingProperty?: string }).missingProperty ?? '')
  return err.instancePath.replace(/^\//, '').replace(/\//g, '.')
}

export function describeValidation(errors: FastifySchemaValidationError[]): string {
  const err = errors[0]
  const name = paramName(err)
  const p = err.params as Record<string, unknown>
  switch (err.keyword) {
    case 'required':
      return `缺少参数 ${name}`
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? `参数 ${name} 必须是数字` : `参数 ${name} 格式不正确`
    case 'minimum':
      return `参数 ${name} 不能小于 ${p.limit}`
    case 'maximum':
      return `参数 ${name} 不能大于 ${p.limit}`
    case 'minLength':
      return Number(p.limit) <= 1 ? `参数 ${name} 不能为空` : `参数 ${name} 至少 ${p.limit} 个字符`
    case 'maxLength':
      return `参数 ${name} 不能超过 ${p.limit} 个字符`
    case 'enum':
    case 'const':
    case 'anyOf':
      return `参数 ${name} 取值不正确`
    case 'pattern':
    case 'format':
      return `参数 ${name} 格式不正确`
    default:
      return name ? `参数 ${name} 不正确` : '请求参数不正确'
  }
}

/** Fastify's own refusals (body parsing, sizes, media types) in the reader's language. */
const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容格式不正确',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_INVALID_TYPE: '请求格式不正确',
}
const BY_STATUS: Record<number, string> = {
  400: '请求参数不正确',
  404: '接口不存在',
  405: '不支持的请求方法',
  406: '无法提供所需的格式',
  413: '请求内容过大',
  415: '不支持的请求格式',
  416: '请求的范围不正确',
  429: '操作太频繁，请稍后再试',
}

export function requestErrorMessage(status: number, code: string | undefined, message: string): string {
  if (/[\u4e00-\u9fff]/.test(message)) return message
  return (code && BY_CODE[code]) || BY_STATUS[status] || '请求无法处理'
}
