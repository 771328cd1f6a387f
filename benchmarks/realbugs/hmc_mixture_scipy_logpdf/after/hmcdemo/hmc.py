import jax
import jax.numpy as jnp


class HMC:
    """Hamiltonian Monte Carlo with an identity mass matrix and a Metropolis correction."""

    def __init__(self, log_prob, step_size=0.15, num_leapfrog=12):
        self.log_prob = log_prob
        self.grad_log_prob = jax.grad(log_prob)
        self.step_size = step_size
        self.num_leapfrog = num_leapfrog
        self.step = jax.jit(self._step)

    def hamiltonian(self, q, p):
        return -self.log_prob(q) + 0.5 * jnp.sum(p ** 2)

    def leapfrog(self, q, p):
        eps = self.step_size
        p = p + 0.5 * eps * self.grad_log_prob(q)

        def body(_, qp):
            q, p = qp
            q = q + eps * p
            return q, p + eps * self.grad_log_prob(q)

        q, p = jax.lax.fori_loop(0, self.num_leapfrog - 1, body, (q, p))
        q = q + eps * p
        return q, p + 0.5 * eps * self.grad_log_prob(q)

    def _step(self, q, key):
        p_key, u_key = jax.random.split(key)
        p = jax.random.normal(p_key, q.shape)
        q_new, p_new = self.leapfrog(q, p)
        log_accept = self.hamiltonian(q, p) - self.hamiltonian(q_new, p_new)
        accept = jnp.log(jax.random.uniform(u_key)) < log_accept
        return jnp.where(accept, q_new, q), accept
