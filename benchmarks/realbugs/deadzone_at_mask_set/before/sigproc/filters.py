import jax.numpy as jnp


class MovingAverage:
    def __init__(self, width):
        self.kernel = jnp.ones(width) / width

    def __call__(self, x):
        return jnp.convolve(x, self.kernel, mode="same")


class DeadZone:
    """Zero every sample whose magnitude is below the threshold (sensor noise floor)."""

    def __init__(self, threshold):
        self.threshold = threshold

    def __call__(self, x):
        return x.at[jnp.abs(x) < self.threshold].set(0.0)  # expect: JXL107
