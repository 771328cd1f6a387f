import jax
import jax.numpy as jnp


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


class Trainer:
    """Gradient descent until the gradient norm drops below `tol`, compiled as one while loop."""

    def __init__(self, checkpointer, learning_rate, tol, max_steps):
        self.checkpointer = checkpointer
        self.learning_rate = learning_rate
        self.tol = tol
        self.max_steps = max_steps
        self._fit = jax.jit(self._fit_impl)

    def _fit_impl(self, w0, x, y):
        def keep_going(state):
            step, _, grad_norm = state
            return (grad_norm > self.tol) & (step < self.max_steps)

        def body(state):
            step, w, _ = state
            grads = jax.grad(mse)(w, x, y)
            w = w - self.learning_rate * grads
            # keep the newest weights on disk in case the job is preempted
            self.checkpointer.save("latest", w)
            return step + 1, w, jnp.linalg.norm(grads)

        return jax.lax.while_loop(keep_going, body, (0, w0, jnp.array(jnp.inf)))

    def fit(self, w0, x, y):
        steps, w, _ = self._fit(w0, x, y)
        return int(steps), w
