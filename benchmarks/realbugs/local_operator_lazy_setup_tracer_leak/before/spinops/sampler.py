from functools import partial

import jax
import jax.numpy as jnp


class MetropolisHamiltonian:
    """Proposes moves to the configurations the Hamiltonian connects to, chosen uniformly."""

    def __init__(self, hamiltonian, log_prob):
        self.hamiltonian = hamiltonian
        self.log_prob = log_prob

    @partial(jax.jit, static_argnums=0)
    def _transition(self, key, x):
        pick_key, accept_key = jax.random.split(key)
        xp, _ = self.hamiltonian.get_conn_padded(x)
        choice = jax.random.randint(pick_key, x.shape[:1], 1, self.hamiltonian.max_conn_size)
        proposal = jnp.take_along_axis(xp, choice[:, None, None], axis=1)[:, 0]
        log_ratio = self.log_prob(proposal) - self.log_prob(x)
        accept = jnp.log(jax.random.uniform(accept_key, log_ratio.shape)) < log_ratio
        return jnp.where(accept[:, None], proposal, x)

    def sample(self, key, x, n_sweeps):
        samples = []
        for sweep_key in jax.random.split(key, n_sweeps):
            x = self._transition(sweep_key, x)
            samples.append(x)
        return jnp.concatenate(samples)
