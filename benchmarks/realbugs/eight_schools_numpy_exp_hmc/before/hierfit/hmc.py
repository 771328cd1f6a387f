import jax
import jax.numpy as jnp


class HamiltonianMonteCarlo:
    """Plain HMC with a fixed leapfrog trajectory; one compiled transition per call."""

    def __init__(self, log_density, step_size, num_leapfrog):
        self.log_density = log_density
        self.grad_log_density = jax.grad(log_density)
        self.step_size = step_size
        self.num_leapfrog = num_leapfrog
        self.transition = jax.jit(self._transition)

    def leapfrog(self, q, p):
        eps = self.step_size
        p = p + 0.5 * eps * self.grad_log_density(q)

        def body(_, qp):
            q, p = qp
            q = q + eps * p
            return q, p + eps * self.grad_log_density(q)

        q, p = jax.lax.fori_loop(0, self.num_leapfrog - 1, body, (q, p))
        q = q + eps * p
        return q, p + 0.5 * eps * self.grad_log_density(q)

    def _transition(self, q, key):
        key_momentum, key_accept = jax.random.split(key)
        p = jax.random.normal(key_momentum, q.shape)
        q_new, p_new = self.leapfrog(q, p)
        h_old = -self.log_density(q) + 0.5 * jnp.sum(p**2)
        h_new = -self.log_density(q_new) + 0.5 * jnp.sum(p_new**2)
        accept = jnp.log(jax.random.uniform(key_accept)) < h_old - h_new
        return jnp.where(accept, q_new, q), accept

    def sample(self, q0, num_samples, seed=0):
        q, samples, accepted = q0, [], []
        for key in jax.random.split(jax.random.PRNGKey(seed), num_samples):
            q, ok = self.transition(q, key)
            samples.append(q)
            accepted.append(ok)
        return jnp.stack(samples), jnp.mean(jnp.stack(accepted))
