import jax.numpy as jnp


class Normal:
    def __init__(self, loc, scale, validate_args=True):
        if validate_args:
            if not jnp.all(scale > 0):  # expect: JXL101
                raise ValueError("scale must be positive")
        self.loc = loc
        self.scale = scale

    def log_prob(self, value):
        z = (value - self.loc) / self.scale
        return -0.5 * z ** 2 - jnp.log(self.scale) - 0.5 * jnp.log(2 * jnp.pi)
