import jax
import jax.numpy as jnp


def tag_logits(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]


def masked_tag_loss(params, batch):
    log_probs = jax.nn.log_softmax(tag_logits(params, batch.tokens))
    nll = -jnp.take_along_axis(log_probs, batch.tags[..., None], axis=-1)[..., 0]
    mask = batch.mask
    return jnp.sum(nll * mask) / jnp.maximum(mask.sum(), 1)


class TaggerTrainer:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, batch):
        loss, grads = jax.value_and_grad(masked_tag_loss)(params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, params, batches):
        losses = []
        for batch in batches:
            params, loss = self._step(params, batch)
            losses.append(float(loss))
        return params, losses
