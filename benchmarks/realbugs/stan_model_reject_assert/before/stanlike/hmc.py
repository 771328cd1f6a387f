import jax
import jax.numpy as jnp


class HMC:
    """Hamiltonian Monte Carlo with a fixed step size and number of leapfrog steps."""

    def __init__(self, log_density, step_size=0.05, n_leapfrog=10):
        self.log_density = log_density
        self.grad = jax.grad(log_density)
        self.step_size = step_size
        self.n_leapfrog = n_leapfrog
        self.transition = jax.jit(self._transition)

    def leapfrog(self, theta, momentum):
        eps = self.step_size
        momentum = momentum + 0.5 * eps * self.grad(theta)
        for _ in range(self.n_leapfrog - 1):
            theta = theta + eps * momentum
            momentum = momentum + eps * self.grad(theta)
        theta = theta + eps * momentum
        momentum = momentum + 0.5 * eps * self.grad(theta)
        return theta, momentum

    def _transition(self, theta, key):
        k_mom, k_acc = jax.random.split(key)
        momentum = jax.random.normal(k_mom, theta.shape)
        proposal, new_momentum = self.leapfrog(theta, momentum)
        log_ratio = (self.log_density(proposal) - 0.5 * jnp.sum(new_momentum ** 2)
                     - self.log_density(theta) + 0.5 * jnp.sum(momentum ** 2))
        accept = jnp.log(jax.random.uniform(k_acc)) < log_ratio
        return jnp.where(accept, proposal, theta), accept

    def sample(self, theta, key, n_draws):
        draws, accepted = [], 0
        for k in jax.random.split(key, n_draws):
            theta, accept = self.transition(theta, k)
            draws.append(theta)
            accepted += int(accept)
        return jnp.stack(draws), accepted / n_draws
