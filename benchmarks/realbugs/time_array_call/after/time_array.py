import jax.numpy as jnp


class PiecewiseConstant:
    def __init__(self, times, values):
        self.times = times
        self.values = values

    def __call__(self, t):
        idx = jnp.searchsorted(self.times, t, side="right") - 1
        inside = t >= self.times[0]
        return jnp.where(inside, self.values[jnp.maximum(idx, 0)], 0.0)
