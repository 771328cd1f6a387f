import jax
import jax.numpy as jnp


class ExponentialSmoother:
    """First-order IIR smoother y[t] = (1 - a) x[t] + a y[t - 1], jitted once per instance."""

    def __init__(self, decay):
        self.decay = decay
        self.apply = jax.jit(self._apply)

    def _apply(self, trace):
        smoothed = jnp.zeros_like(trace)
        smoothed = smoothed.at[0].set(trace[0])
        for t in range(1, trace.shape[0]):
            smoothed[t] = (1 - self.decay) * trace[t] + self.decay * smoothed[t - 1]  # expect: JXL301
        return smoothed
