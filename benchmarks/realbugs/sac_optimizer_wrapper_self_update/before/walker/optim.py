import jax
import jax.numpy as jnp


class Adam:
    """Adam that owns the parameters it optimises, like the optimizer objects of the torch version."""

    def __init__(self, params, learning_rate, b1=0.9, b2=0.999, eps=1e-8):
        self.learning_rate = learning_rate
        self.b1 = b1
        self.b2 = b2
        self.eps = eps
        self.params = params
        self.mu = jax.tree_util.tree_map(jnp.zeros_like, params)
        self.nu = jax.tree_util.tree_map(jnp.zeros_like, params)
        self.count = 0

    def update(self, grads):
        count = self.count + 1
        mu = jax.tree_util.tree_map(lambda m, g: self.b1 * m + (1 - self.b1) * g, self.mu, grads)
        nu = jax.tree_util.tree_map(lambda v, g: self.b2 * v + (1 - self.b2) * g * g, self.nu, grads)
        mu_hat_scale = 1.0 / (1 - self.b1 ** count)
        nu_hat_scale = 1.0 / (1 - self.b2 ** count)
        params = jax.tree_util.tree_map(
            lambda p, m, v: p - self.learning_rate * m * mu_hat_scale / (jnp.sqrt(v * nu_hat_scale) + self.eps),
            self.params, mu, nu)
        self.mu, self.nu, self.count = mu, nu, count  # expect: JXL202
        self.params = params  # expect: JXL202
