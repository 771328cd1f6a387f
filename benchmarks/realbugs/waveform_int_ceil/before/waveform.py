import jax.numpy as jnp


class Waveform:
    def __init__(self, delta_t):
        self.delta_t = delta_t

    def n_samples(self, duration):
        return int(jnp.ceil(duration / self.delta_t))  # expect: JXL104

    def strain(self, amplitude, frequency, duration):
        n = self.n_samples(duration)
        t = jnp.arange(n) * self.delta_t
        return amplitude * jnp.sin(2 * jnp.pi * frequency * t)
