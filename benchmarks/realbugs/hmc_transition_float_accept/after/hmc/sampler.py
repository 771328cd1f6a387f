import jax
import jax.numpy as jnp

from hmc.accept import metropolis_correction


class HamiltonianSampler:
    """HMC with a leapfrog integrator and unit mass matrix."""

    def __init__(self, target, step_size=0.1, n_leapfrog=20):
        self.target = target
        self.step_size = step_size
        self.n_leapfrog = n_leapfrog
        self._grad_log_density = jax.grad(target.log_density)
        self._run = jax.jit(self.run, static_argnums=2)

    def hamiltonian(self, q, p):
        return -self.target.log_density(q) + 0.5 * p @ p

    def leapfrog(self, q, p):
        p = p + 0.5 * self.step_size * self._grad_log_density(q)
        for _ in range(self.n_leapfrog - 1):
            q = q + self.step_size * p
            p = p + self.step_size * self._grad_log_density(q)
        q = q + self.step_size * p
        p = p + 0.5 * self.step_size * self._grad_log_density(q)
        return q, p

    def transition(self, q, key):
        momentum_key, accept_key = jax.random.split(key)
        p = jax.random.normal(momentum_key, q.shape)
        q_new, p_new = self.leapfrog(q, p)
        accepted = metropolis_correction(accept_key, self.hamiltonian(q, p), self.hamiltonian(q_new, p_new))
        q_next = jnp.where(accepted, q_new, q)
        return q_next, (q_next, accepted)

    def run(self, q0, key, n_samples):
        return jax.lax.scan(self.transition, q0, jax.random.split(key, n_samples))[1]

    def sample(self, q0, key, n_samples=2000):
        return self._run(q0, key, n_samples)
