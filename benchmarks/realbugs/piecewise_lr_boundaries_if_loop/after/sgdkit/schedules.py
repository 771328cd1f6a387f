import jax.numpy as jnp


class PiecewiseConstantSchedule:
    """values[0] before boundaries[0], values[1] until boundaries[1], ..., values[-1] afterwards."""

    def __init__(self, boundaries, values):
        assert len(values) == len(boundaries) + 1
        self.boundaries = jnp.asarray(boundaries)
        self.values = jnp.asarray(values)

    def __call__(self, step):
        return self.values[jnp.searchsorted(self.boundaries, step, side="right")]
