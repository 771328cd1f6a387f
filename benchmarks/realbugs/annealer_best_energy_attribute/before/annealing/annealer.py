import jax
import jax.numpy as jnp


class SimulatedAnnealer:
    """Metropolis moves under a decreasing temperature, keeping the best energy seen."""

    def __init__(self, energy_fn, step_size):
        self.energy_fn = energy_fn
        self.step_size = step_size
        self.best_energy = jnp.inf
        self._move = jax.jit(self.move)

    def move(self, key, x, energy, temperature):
        key_prop, key_acc = jax.random.split(key)
        proposal = x + self.step_size * jax.random.normal(key_prop, x.shape)
        proposal_energy = self.energy_fn(proposal)
        accept = jnp.log(jax.random.uniform(key_acc)) < (energy - proposal_energy) / temperature
        x = jnp.where(accept, proposal, x)
        energy = jnp.where(accept, proposal_energy, energy)
        self.best_energy = jnp.minimum(self.best_energy, energy)  # expect: JXL202
        return x, energy

    def run(self, key, x0, temperatures):
        x, energy = x0, self.energy_fn(x0)
        for temperature in temperatures:
            key, subkey = jax.random.split(key)
            x, energy = self._move(subkey, x, energy, temperature)
        return x, energy
