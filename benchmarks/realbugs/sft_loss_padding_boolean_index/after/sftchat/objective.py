import jax
import jax.numpy as jnp


def masked_lm_loss(logits, targets, pad_id):
    """Mean next-token negative log-likelihood over the real tokens; padding positions do not count."""
    nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), targets[..., None], axis=-1)[..., 0]
    real = (targets != pad_id).astype(nll.dtype)
    return jnp.sum(nll * real) / jnp.maximum(jnp.sum(real), 1.0)


def make_train_step(model, pad_id, lr=0.5):
    def loss_fn(params, ids):
        return masked_lm_loss(model(params, ids[:, :-1]), ids[:, 1:], pad_id)

    @jax.jit
    def train_step(params, ids):
        loss, grads = jax.value_and_grad(loss_fn)(params, ids)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    return train_step
