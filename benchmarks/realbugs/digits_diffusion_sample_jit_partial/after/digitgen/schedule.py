import jax.numpy as jnp


class CosineSchedule:
    def __init__(self, num_steps=50):
        self.num_steps = num_steps
        s = 0.008
        t = jnp.linspace(0.0, 1.0, num_steps + 1)
        f = jnp.cos((t + s) / (1 + s) * jnp.pi / 2) ** 2
        self.alpha_bars = jnp.clip(f[1:] / f[0], 1e-4, 0.9999)
