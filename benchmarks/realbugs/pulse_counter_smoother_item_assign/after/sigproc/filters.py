import jax
import jax.numpy as jnp


class ExponentialSmoother:
    """First-order IIR smoother y[t] = (1 - a) x[t] + a y[t - 1], jitted once per instance."""

    def __init__(self, decay):
        self.decay = decay
        self.apply = jax.jit(self._apply)

    def _apply(self, trace):
        def step(previous, sample):
            current = (1 - self.decay) * sample + self.decay * previous
            return current, current

        _, rest = jax.lax.scan(step, trace[0], trace[1:])
        return jnp.concatenate([trace[:1], rest])
