import jax
import jax.numpy as jnp


class EnergyOrderedAnnealer:
    """Replicas on a temperature ladder; after each sweep the lowest-energy replica moves to the coldest rung."""

    def __init__(self, potential, ladder, step_size=0.3):
        self.potential = potential
        self.ladder = ladder
        self.step_size = step_size
        self.sweep = jax.jit(self._sweep)

    def metropolis(self, key, x, beta):
        key_move, key_accept = jax.random.split(key)
        proposal = x + self.step_size * jax.random.normal(key_move, x.shape)
        log_ratio = -beta * (self.potential(proposal) - self.potential(x))
        accept = jnp.log(jax.random.uniform(key_accept)) < log_ratio
        return jnp.where(accept, proposal, x)

    def reorder(self, positions):
        energies = jax.vmap(self.potential)(positions)
        order = sorted(range(positions.shape[0]), key=lambda i: energies[i])  # expect: JXL103
        return positions[jnp.array(order)]

    def _sweep(self, key, positions):
        keys = jax.random.split(key, positions.shape[0])
        positions = jax.vmap(self.metropolis)(keys, positions, self.ladder.betas)
        return self.reorder(positions)
