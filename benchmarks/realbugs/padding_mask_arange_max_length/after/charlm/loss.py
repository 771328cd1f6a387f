import jax
import jax.numpy as jnp

from charlm.masking import length_mask


def next_char_loss(params, tokens, lengths):
    inputs, targets = tokens[:, :-1], tokens[:, 1:]
    logits = jnp.tanh(params["embed"][inputs]) @ params["out"]
    nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), targets[..., None], axis=-1)[..., 0]
    # the padded width is a static shape; the traced lengths only decide which positions count
    mask = length_mask(lengths - 1, targets.shape[1])
    return jnp.sum(nll * mask) / jnp.sum(mask)


def make_step(learning_rate):
    grad_fn = jax.value_and_grad(next_char_loss)

    def step(params, tokens, lengths):
        loss, grads = grad_fn(params, tokens, lengths)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    return jax.jit(step)
