import jax
import jax.numpy as jnp


class ConsistencyModel:
    """Consistency training whose discretization grows with the training step."""

    def __init__(self, total_steps=100, s0=10, s1=50, sigma_max=80.0):
        self.total_steps = total_steps
        self.s0 = s0
        self.s1 = s1
        self.sigma_max = sigma_max
        self.current_step = 0

    def discretization(self, step):
        frac = step / self.total_steps
        return jnp.floor(jnp.sqrt(frac * ((self.s1 + 1) ** 2 - self.s0 ** 2) + self.s0 ** 2) - 1) + 1

    def loss(self, params, step, x, key):
        n = self.discretization(step)
        noise_key, index_key = jax.random.split(key)
        i = jax.random.randint(index_key, (x.shape[0],), 0, 10)
        sigma = self.sigma_max * (i + 1) / n
        noisy = x + sigma[:, None] * jax.random.normal(noise_key, x.shape)
        return jnp.mean((noisy @ params - x) ** 2)

    def train_step(self, params, step, x, key):
        # The step is state: carried in and returned, not stored on self under jit.
        loss, grads = jax.value_and_grad(self.loss)(params, step, x, key)
        return params - 1e-3 * grads, step + 1, loss
