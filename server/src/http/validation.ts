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
