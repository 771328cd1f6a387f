import jax.numpy as jnp


class CosineSchedule:
    """alpha_bar(t) of Nichol and Dhariwal's cosine schedule on T discrete steps."""

    def __init__(self, T=1000, s=0.008):
        self.T = T
        steps = jnp.arange(T + 1) / T
        f = jnp.cos((steps + s) / (1 + s) * jnp.pi / 2) ** 2
        self.alpha_bars = jnp.clip(f[1:] / f[0], 1e-5, 1.0)
