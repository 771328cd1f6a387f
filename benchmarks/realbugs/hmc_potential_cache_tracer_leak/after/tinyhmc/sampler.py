import jax
import jax.numpy as jnp

from tinyhmc.integrators import leapfrog


class HMC:
    """Hamiltonian Monte Carlo for a log density `log_density(q, data)`."""

    def __init__(self, log_density, step_size=0.05, num_leapfrog=20):
        self.log_density = log_density
        self.step_size = step_size
        self.num_leapfrog = num_leapfrog

    def _potential_fn(self, data):
        # built per run: `data` may be a tracer of the current trace, never one kept from an earlier call
        def potential(q):
            return -self.log_density(q, data)

        return potential

    def run(self, rng_key, init, data, num_samples):
        potential = self._potential_fn(data)
        grad_potential = jax.grad(potential)

        def transition(q, key):
            momentum_key, accept_key = jax.random.split(key)
            p0 = jax.random.normal(momentum_key, q.shape)
            q_new, p_new = leapfrog(q, p0, grad_potential, self.step_size, self.num_leapfrog)
            log_ratio = potential(q) - potential(q_new) + 0.5 * (p0 @ p0 - p_new @ p_new)
            accept = jnp.log(jax.random.uniform(accept_key)) < log_ratio
            q = jnp.where(accept, q_new, q)
            return q, q

        _, samples = jax.lax.scan(transition, init, jax.random.split(rng_key, num_samples))
        return samples
