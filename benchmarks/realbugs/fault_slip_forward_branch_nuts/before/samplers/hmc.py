import jax
import jax.numpy as jnp


class HMC:
    """Hamiltonian Monte Carlo over a model's log density (a stand-in for a NUTS kernel)."""

    def __init__(self, log_density, step_size=0.01, num_leapfrog=5):
        self.step_size = step_size
        self.num_leapfrog = num_leapfrog
        self._potential_and_grad = jax.jit(jax.value_and_grad(lambda q: -log_density(q)))

    def step(self, key, position):
        key_momentum, key_accept = jax.random.split(key)
        momentum = jax.random.normal(key_momentum, position.shape)
        energy, grad = self._potential_and_grad(position)
        start_hamiltonian = energy + 0.5 * jnp.sum(momentum ** 2)
        q, p = position, momentum - 0.5 * self.step_size * grad
        for _ in range(self.num_leapfrog):
            q = q + self.step_size * p
            energy, grad = self._potential_and_grad(q)
            p = p - self.step_size * grad
        p = p + 0.5 * self.step_size * grad
        accept = jnp.log(jax.random.uniform(key_accept)) < start_hamiltonian - energy - 0.5 * jnp.sum(p ** 2)
        return jnp.where(accept, q, position)

    def run(self, key, position, num_samples):
        samples = []
        for sample_key in jax.random.split(key, num_samples):
            position = self.step(sample_key, position)
            samples.append(position)
        return jnp.stack(samples)
