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

    def discretization(self):
        frac = self.current_step / self.total_steps
        return jnp.floor(jnp.sqrt(frac * ((self.s1 + 1) ** 2 - self.s0 ** 2) + self.s0 ** 2) - 1) + 1

    def loss(self, params, x, key):
        n = self.discretization()
        noise_key, index_key = jax.random.split(key)
        i = jax.random.randint(index_key, (x.shape[0],), 0, 10)
        sigma = self.sigma_max * (i + 1) / n
        noisy = x + sigma[:, None] * jax.random.normal(noise_key, x.shape)
        return jnp.mean((noisy @ params - x) ** 2)

    def train_step(self, params, x, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x, key)
        self.current_step += 1  # expect: JXL202
        return params - 1e-3 * grads, loss
