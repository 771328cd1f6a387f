import jax
import jax.numpy as jnp

from betavae.anneal import anneal_beta
from betavae.model import elbo_loss


class BetaVAETrainer:
    def __init__(self, params, learning_rate, beta_max, warmup_iters):
        self.params = params
        self.learning_rate = learning_rate
        self.beta_max = beta_max
        self.warmup_iters = warmup_iters
        # beta changes every iteration of the warm-up: it is an array argument, not a static one
        self._update = jax.jit(self._update_fn)

    def _update_fn(self, params, batch, key, beta):
        loss, grads = jax.value_and_grad(elbo_loss)(params, batch, key, beta)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, batches, seed):
        key = jax.random.PRNGKey(seed)
        losses = []
        for iteration, batch in enumerate(batches):
            beta = anneal_beta(iteration, self.beta_max, self.warmup_iters)
            key, step_key = jax.random.split(key)
            self.params, loss = self._update(self.params, batch, step_key, beta=jnp.float32(beta))
            losses.append(float(loss))
        return losses
