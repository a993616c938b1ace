// The authorization matrix, cell by cell: only the allowed cells succeed, and a refused request leaves
// its target as it was.
import { accepted, injectOptions, MATRIX, type Caller, type Outcome } from './authz-matrix'
import { createHarnessServer, type HarnessServer } from './server'

let server: HarnessServer
beforeAll(async () => { server = await createHarnessServer() })
afterAll(() => server?.close())

const cells = MATRIX.flatMap(row => (Object.entries(row.cells) as [Caller, Outcome][]).map(([caller, outcome]) => [row.route, caller, outcome, row] as const))

describe.each(cells)('%s as %s', (_route, caller, outcome, row) => {
  it(`is ${outcome}`, async () => {
    const owner = await server.newReader()
    const stranger = await server.newReader()
    const target = await row.setup(server, owner, stranger)
    const before = await row.snapshot(server, target)
    // staff are readers of their own, holding the role
    const staff = caller === 'moderator' || caller === 'admin' || caller === 'department' ? await server.newReader(caller)
      : caller === 'merchant' || caller === 'otherMerchant' ? await server.newReader('merchant') : null
    const reader = staff ?? (caller === 'stranger' ? stranger : owner)
    const args = { caller, token: reader.token, reader }
    const body = await row.request(target, args, server)
    const res = await server.app.inject(injectOptions(row, args, body, await row.raw?.(target)))
    expect(res.statusCode).toBeLessThan(500)
    const after = await row.snapshot(server, target)
    if (outcome === 'refused') {
      expect(accepted(row, res)).toBe(false)
      expect(after).toEqual(before)
    } else {
      expect({ accepted: accepted(row, res), status: res.statusCode, body: res.body.slice(0, 200) }).toEqual(expect.objectContaining({ accepted: true }))
      if (outcome === 'ownOnly') expect(after).toEqual(before)
      else expect(after).not.toEqual(before)
    }
  })
})
