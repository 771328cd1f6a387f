import jax
import jax.numpy as jnp


class HamiltonianMonteCarlo:
    """HMC with a unit mass matrix: a leapfrog trajectory, then a Metropolis accept or reject on the energy error."""

    def __init__(self, target, step_size=0.15, n_leapfrog=20):
        self.target = target
        self.step_size = step_size
        self.n_leapfrog = n_leapfrog
        self._sample = jax.jit(self.sample, static_argnums=2)

    def leapfrog(self, q, p):
        eps = self.step_size
        p = p - 0.5 * eps * self.target.gradient(q)
        for _ in range(self.n_leapfrog - 1):
            q = q + eps * p
            p = p - eps * self.target.gradient(q)
        q = q + eps * p
        p = p - 0.5 * eps * self.target.gradient(q)
        return q, -p

    def hamiltonian(self, q, p):
        return self.target.potential(q) + 0.5 * p @ p

    def transition(self, q, key):
        momentum_key, accept_key = jax.random.split(key)
        p = jax.random.normal(momentum_key, q.shape)
        q_new, p_new = self.leapfrog(q, p)
        log_u = jnp.log(jax.random.uniform(accept_key))
        if log_u < self.hamiltonian(q, p) - self.hamiltonian(q_new, p_new):  # expect: JXL101
            return q_new, 1.0
        return q, 0.0

    def sample(self, key, q0, n_samples):
        def step(q, step_key):
            q_next, accepted = self.transition(q, step_key)
            return q_next, (q_next, accepted)

        _, (chain, accepted) = jax.lax.scan(step, q0, jax.random.split(key, n_samples))
        return chain, accepted

    def run(self, key, q0, n_samples):
        return self._sample(key, q0, n_samples)
