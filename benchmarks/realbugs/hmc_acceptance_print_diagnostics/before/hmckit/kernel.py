import jax
import jax.numpy as jnp

from hmckit.diagnostics import report_acceptance


class HMCKernel:
    """Leapfrog trajectory plus Metropolis correction; `transition` is compiled once."""

    def __init__(self, target, step_size, num_steps):
        self.potential = target.potential
        self.grad_potential = jax.grad(target.potential)
        self.step_size = step_size
        self.num_steps = num_steps
        self.transition = jax.jit(self._transition)

    def hamiltonian(self, q, p):
        return self.potential(q) + 0.5 * jnp.sum(p**2)

    def leapfrog(self, q, p):
        eps = self.step_size
        for _ in range(self.num_steps):
            p = p - 0.5 * eps * self.grad_potential(q)
            q = q + eps * p
            p = p - 0.5 * eps * self.grad_potential(q)
        return q, p

    def _transition(self, q, key):
        key_p, key_u = jax.random.split(key)
        p = jax.random.normal(key_p, q.shape)
        q_new, p_new = self.leapfrog(q, p)
        energy_error = self.hamiltonian(q_new, p_new) - self.hamiltonian(q, p)
        accept_prob = jnp.minimum(1.0, jnp.exp(-energy_error))
        report_acceptance(accept_prob, energy_error)
        accept = jax.random.uniform(key_u) < accept_prob
        return jnp.where(accept, q_new, q)
