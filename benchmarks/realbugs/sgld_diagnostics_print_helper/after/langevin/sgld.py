import jax
import jax.numpy as jnp


class SGLD:
    """Welling & Teh 2011: theta += eps_t / 2 * grad log posterior (minibatch estimate) + N(0, eps_t)."""

    def __init__(self, log_posterior, num_data, a=1e-3, b=10.0, gamma=0.55):
        self.log_posterior = log_posterior
        self.num_data = num_data
        self.a, self.b, self.gamma = a, b, gamma
        self.step = jax.jit(self._step)

    def step_size(self, t):
        return self.a * (self.b + t) ** (-self.gamma)

    def _step(self, params, key, x, y, t):
        eps = self.step_size(t)
        log_post, grads = jax.value_and_grad(self.log_posterior)(params, x, y, self.num_data)
        leaves, treedef = jax.tree_util.tree_flatten(params)
        keys = jax.random.split(key, len(leaves))
        noise = [jnp.sqrt(eps) * jax.random.normal(k, p.shape) for k, p in zip(keys, leaves)]
        params = jax.tree_util.tree_map(lambda p, g, n: p + 0.5 * eps * g + n, params, grads,
                                        jax.tree_util.tree_unflatten(treedef, noise))
        return params, eps, log_post
