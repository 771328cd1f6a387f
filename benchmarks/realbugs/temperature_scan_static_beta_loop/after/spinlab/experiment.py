import jax
import jax.numpy as jnp

from spinlab.checkerboard import run_chain


class TemperatureScan:
    """Mean |magnetisation| across a range of temperatures, one chain per temperature."""

    def __init__(self, temperatures, size=24, num_sweeps=200, burn_in=50):
        self.temperatures = list(temperatures)
        self.size = size
        self.num_sweeps = num_sweeps
        self.burn_in = burn_in

    def run(self, seed=0):
        key = jax.random.PRNGKey(seed)
        curve = []
        for temperature in self.temperatures:
            key, key_run = jax.random.split(key)
            spins = jnp.ones((self.size, self.size))
            _, magnetisation = run_chain(spins, key_run, beta=jnp.float32(1.0 / temperature),
                                         num_sweeps=self.num_sweeps)
            curve.append(jnp.mean(magnetisation[self.burn_in:]))
        return jnp.stack(curve)
