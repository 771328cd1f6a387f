import jax
import jax.numpy as jnp


class Adam:
    """Adam whose moment estimates are threaded through the step; the step count lives on the optimizer."""

    def __init__(self, learning_rate, b1=0.9, b2=0.999, eps=1e-8):
        self.learning_rate = learning_rate
        self.b1 = b1
        self.b2 = b2
        self.eps = eps
        self.count = 0

    def init(self, params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return {"mu": zeros, "nu": zeros}

    def update(self, grads, state):
        self.count += 1  # expect: JXL202
        mu = jax.tree_util.tree_map(lambda m, g: self.b1 * m + (1 - self.b1) * g, state["mu"], grads)
        nu = jax.tree_util.tree_map(lambda v, g: self.b2 * v + (1 - self.b2) * g * g, state["nu"], grads)
        mu_hat_scale = 1.0 / (1 - self.b1 ** self.count)
        nu_hat_scale = 1.0 / (1 - self.b2 ** self.count)
        updates = jax.tree_util.tree_map(
            lambda m, v: -self.learning_rate * m * mu_hat_scale / (jnp.sqrt(v * nu_hat_scale) + self.eps), mu, nu
        )
        return updates, {"mu": mu, "nu": nu}
