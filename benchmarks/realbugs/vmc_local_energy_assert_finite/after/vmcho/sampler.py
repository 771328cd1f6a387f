import jax
import jax.numpy as jnp


class MetropolisWalkers:
    """A population of walkers sampling |psi|^2 with Gaussian moves; averages the local energy per sweep."""

    def __init__(self, estimator, num_walkers, step_size=1.0):
        self.estimator = estimator
        self.num_walkers = num_walkers
        self.step_size = step_size
        self.run = jax.jit(self._run, static_argnums=2)

    def _run(self, trial, key, num_sweeps):
        def sweep(positions, key):
            key_move, key_accept = jax.random.split(key)
            proposal = positions + self.step_size * jax.random.normal(key_move, positions.shape)
            log_ratio = 2.0 * (trial.log_psi(proposal) - trial.log_psi(positions))
            accept = jnp.log(jax.random.uniform(key_accept, positions.shape)) < log_ratio
            positions = jnp.where(accept, proposal, positions)
            return positions, self.estimator.local_energies(trial, positions).mean()

        start = jnp.zeros(self.num_walkers)
        _, energies = jax.lax.scan(sweep, start, jax.random.split(key, num_sweeps))
        return energies[num_sweeps // 5:].mean()
