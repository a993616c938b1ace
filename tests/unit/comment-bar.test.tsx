// The bar under a story as a screen reader hears it: each button's name holds what it shows.
import { render } from '@testing-library/react'
import CommentBar from '../../src/packages/news/components/CommentBar'

const noop = () => undefined

it('names the comment button with its count, so what is read matches what is seen', () => {
  const { container, rerender } = render(<CommentBar allowPl count={12} liked={false} onWrite={noop} onComments={noop} onLike={noop} />)
  const button = () => container.querySelector('.comment-bar__icon--comment')!
  expect(button().textContent).toBe('12')
  expect(button().getAttribute('aria-label')).toBe('评论 12')
  rerender(<CommentBar allowPl count={0} liked={false} onWrite={noop} onComments={noop} onLike={noop} />)
  expect(button().textContent).toBe('')
  expect(button().getAttribute('aria-label')).toBe('评论')
})
