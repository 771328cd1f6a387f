import jax.numpy as jnp


class PiecewiseConstantSchedule:
    """Learning rate values[k] from step boundaries[k-1] on (values has one more entry than boundaries)."""

    def __init__(self, boundaries, values):
        self.boundaries = list(boundaries)
        self.values = list(values)

    def stage(self, step):
        return jnp.sum(step >= jnp.asarray(self.boundaries))

    def __call__(self, step):
        return self.values[self.stage(step)]  # expect: JXL104
