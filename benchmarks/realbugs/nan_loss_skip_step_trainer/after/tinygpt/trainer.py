import jax
import jax.numpy as jnp

from tinygpt.model import init_params, next_token_loss


class Trainer:
    """Bigram language-model trainer; the step is compiled once when the trainer is built."""

    def __init__(self, config):
        self.config = config
        self.params = init_params(jax.random.PRNGKey(config.seed), config.vocab_size, config.embed_dim)
        self.velocity = jax.tree_util.tree_map(jnp.zeros_like, self.params)
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, velocity, tokens):
        loss, grads = jax.value_and_grad(next_token_loss)(params, tokens)
        new_velocity = jax.tree_util.tree_map(lambda v, g: self.config.momentum * v + g, velocity, grads)
        new_params = jax.tree_util.tree_map(lambda p, v: p - self.config.learning_rate * v, params, new_velocity)
        # a bad batch must not poison the weights: keep the old state when the loss blew up
        bad = jnp.isnan(loss)

        def keep_old(old, new):
            return jnp.where(bad, old, new)

        params = jax.tree_util.tree_map(keep_old, params, new_params)
        velocity = jax.tree_util.tree_map(keep_old, velocity, new_velocity)
        return params, velocity, loss

    def fit(self, batches):
        losses = []
        for tokens in batches:
            self.params, self.velocity, loss = self.train_step(self.params, self.velocity, tokens)
            losses.append(float(loss))
        return losses
